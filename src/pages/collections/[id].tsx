import { Trans, useLingui } from '@lingui/react/macro';
import { loadResource } from '#edge/load-resource.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { collectionSchema } from '#domain/contract/collection.ts';
import { domainMessages } from '#domain/messages.ts';
import { RestaurantList } from '#features/discovery/restaurant-list.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

export default async function CollectionPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const program = page.program!.slug;
  const load = await loadResource(page, id, collectionSchema, (value) => `/${program}/collections/${value}`);
  if (load.kind === 'unavailable') return markUnavailable(page);
  if (load.kind === 'not_found') {
    return (
      <NotFoundNotice
        title={t`Collection unavailable`}
        heading={i18n._(domainMessages.collectionNotFound)}
        action={{ href: buildRoute(routes.home, query), label: <Trans>Back to restaurants</Trans> }}
      />
    );
  }
  const collection = load.data;
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
