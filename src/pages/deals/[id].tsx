import { Trans, useLingui } from '@lingui/react/macro';
import { loadResource } from '#edge/load-resource.ts';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NotFoundNotice } from '#ui/not-found-notice.tsx';
import { dealDetailSchema } from '#domain/contract/deal.ts';
import { domainMessages } from '#domain/messages.ts';
import { loadVerify } from '#features/access/load-verify.ts';
import { panelVerifyPopup } from '#features/access/panel-verify-popup.tsx';
import { BookingPanel } from '#features/booking-panel/booking-panel.tsx';
import { loadBookingPanel } from '#features/booking-panel/load-booking-panel.ts';
import { DealDetailView } from '#features/deals/deal-detail.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

export default async function DealPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const program = page.program!.slug;
  const load = await loadResource(page, id, dealDetailSchema, (value) => `/${program}/deals/${value}`);
  if (load.kind === 'unavailable') return markUnavailable(page);
  if (load.kind === 'not_found') {
    return (
      <NotFoundNotice
        title={t`Deal unavailable`}
        heading={i18n._(domainMessages.dealNotFound)}
        action={{ href: buildRoute(routes.deals, query), label: <Trans>See all deals</Trans> }}
      />
    );
  }
  const deal = load.data;
  const panel = await loadBookingPanel(page, deal.restaurant.id, deal.id, loadVerify);
  return (
    <>
      <title>{`${deal.name} · ${page.program!.bundle.config.title}`}</title>
      <DealDetailView
        deal={deal}
        locale={page.uiLocale}
        restaurantHref={buildRoute(routes.profile, query, { restaurant_id: deal.restaurant.id })}
        bookingPanel={<BookingPanel data={panel} verifyPopup={panelVerifyPopup(panel.verify, panel.gate.verification)} />}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
