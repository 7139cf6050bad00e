import { Trans } from '@lingui/react/macro';
import { getPageContext } from '../../server/edge/request-context';
import { loadHome } from '../features/discovery/load-home';
import { RegionPicker } from '../features/discovery/region-picker';
import { RestaurantList } from '../features/discovery/restaurant-list';
import { initPageI18n } from '../lib/i18n/server';

export default async function HomePage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const config = page.program!.bundle.config;
  const home = await loadHome(page).catch((error: unknown) => {
    console.error('home data unavailable', error);
    return null;
  });
  if (!home) {
    return (
      <div className="home">
        <h1>{config.title}</h1>
        <p role="alert" className="empty-state">
          <Trans>We could not load restaurants right now. Please try again in a moment.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="home">
      <h1>{config.title}</h1>
      {home.region ? (
        <>
          <RegionPicker regions={home.regions} current={home.region} query={page.url.searchParams} guideLink={home.guideLink} />
          <RestaurantList
            restaurants={home.restaurants}
            totalCount={home.totalCount}
            regionName={home.region.name}
            locale={page.uiLocale}
            hidePrice={config.is_need_hide_avg_price}
          />
        </>
      ) : (
        <p className="empty-state">
          <Trans>This program has no regions yet.</Trans>
        </p>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
