import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '../../../server/edge/request-context';
import { loadCollection } from '../../features/collections/load-collection';
import { RestaurantList } from '../../features/discovery/restaurant-list';
import { domainMessages } from '../../domain/messages';
import { initPageI18n } from '../../lib/i18n/server';
import { buildRoute, routes } from '../../lib/routes';

export default async function CollectionPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const load = await loadCollection(page, id);
  if (load.kind !== 'found') {
    return (
      <div className="notice-page">
        <title>{t`Collection unavailable`}</title>
        <h1>{load.kind === 'not_found' ? i18n._(domainMessages.collectionNotFound) : t`We could not load this collection right now. Please try again in a moment.`}</h1>
        <a className="button-primary" href={buildRoute(routes.home, query)}>
          <Trans>Back to restaurants</Trans>
        </a>
      </div>
    );
  }
  const { collection } = load;
  return (
    <div className="home">
      <title>{`${collection.title} · ${page.program!.bundle.config.title}`}</title>
      <h1>{collection.title}</h1>
      {collection.description ? <p className="collection-description">{collection.description}</p> : null}
      <RestaurantList
        restaurants={collection.restaurants}
        totalCount={collection.restaurants.length}
        heading={collection.title}
        locale={page.uiLocale}
        hidePrice={page.program!.bundle.config.is_need_hide_avg_price}
        hrefFor={(restaurant) => buildRoute(routes.profile, query, { restaurant_id: restaurant.id })}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
