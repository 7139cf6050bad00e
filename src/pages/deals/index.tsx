import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { Pagination } from '#ui/pagination.tsx';
import { PageHeading } from '#ui/page-heading.tsx';
import { DealCard } from '#features/deals/deal-card.tsx';
import { loadDeals } from '#features/deals/load-deals.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

export default async function DealsPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const result = await loadDeals(page);
  if (!result) return markUnavailable(page);
  return (
    <div className="home">
      <PageHeading title={t`Dining deals`}><Trans>Dining deals</Trans></PageHeading>
      {result.deals.length === 0 ? (
        <p className="empty-state">
          <Trans>There are no deals here yet.</Trans>
        </p>
      ) : (
        <>
          <ul className="restaurant-list">
            {result.deals.map((deal, index) => (
              <li key={deal.id}>
                <DealCard deal={deal} href={buildRoute(routes.deal(deal.id), query)} eager={index < 2} />
              </li>
            ))}
          </ul>
          <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(number) => buildRoute(routes.deals, query, { page: number })} />
        </>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
