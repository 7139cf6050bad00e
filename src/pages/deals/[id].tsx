import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '../../../server/edge/request-context';
import { DealDetailView } from '../../features/deals/deal-detail';
import { loadDeal } from '../../features/deals/load-deals';
import { domainMessages } from '../../domain/messages';
import { initPageI18n } from '../../lib/i18n/server';
import { buildRoute, routes } from '../../lib/routes';

export default async function DealPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const load = await loadDeal(page, id);
  if (load.kind === 'found') {
    const restaurantHref = buildRoute(routes.profile, query, { restaurant_id: load.deal.restaurant.id });
    return (
      <>
        <title>{`${load.deal.name} · ${page.program!.bundle.config.title}`}</title>
        <DealDetailView
          deal={load.deal}
          locale={page.uiLocale}
          restaurantHref={restaurantHref}
          bookHref={buildRoute(routes.profile, query, { restaurant_id: load.deal.restaurant.id, deal_id: load.deal.id })}
        />
      </>
    );
  }
  return (
    <div className="notice-page">
      <title>{t`Deal unavailable`}</title>
      <h1>{load.kind === 'not_found' ? i18n._(domainMessages.dealNotFound) : t`We could not load this deal right now. Please try again in a moment.`}</h1>
      <a className="button-primary" href={buildRoute(routes.deals, query)}>
        <Trans>See all deals</Trans>
      </a>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
