import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '../../server/edge/request-context';
import { loadRestaurant } from '../features/restaurant/load-restaurant';
import { RestaurantProfile } from '../features/restaurant/restaurant-profile';
import { domainMessages } from '../domain/messages';
import { initPageI18n } from '../lib/i18n/server';
import { buildRoute, routes } from '../lib/routes';

export default async function ProfilePage() {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const load = await loadRestaurant(page);
  if (load.kind === 'found') {
    return (
      <>
        <title>{`${load.restaurant.name} · ${page.program!.bundle.config.title}`}</title>
        <RestaurantProfile page={page} restaurant={load.restaurant} reviews={load.reviews} />
      </>
    );
  }
  return (
    <div className="notice-page">
      <title>{t`Restaurant unavailable`}</title>
      <h1>{load.kind === 'not_found' ? i18n._(domainMessages.restaurantNotFound) : t`We could not load this restaurant right now. Please try again in a moment.`}</h1>
      <a className="button-primary" href={buildRoute(routes.home, page.url.searchParams)}>
        <Trans>Back to restaurants</Trans>
      </a>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
