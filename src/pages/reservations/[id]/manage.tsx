import { useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { paymentGatewayOrigin } from '#edge/payment-gateway-origin.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PaymentGatewayMeta } from '#ui/payment-gateway-meta.tsx';
import { BookingManage } from '#features/bookings/booking-manage.tsx';
import { BookingNotFound } from '#features/bookings/booking-not-found.tsx';
import { loadBooking } from '#features/bookings/load-booking.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

/** The booking site's manage page (guest_manage_url, linked from the e-mails; may be framed). */
export default async function ReservationManagePage({ id }: { id: string }) {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const load = await loadBooking(page, id, query.get('reservation_code'));
  if (load.kind === 'unavailable') return markUnavailable(page);
  if (load.kind === 'not_found') return <BookingNotFound backHref={buildRoute(routes.bookingLookup, query)} />;
  return (
    <>
      <title>{`${t`Your reservation`} · ${load.data.project_config.title}`}</title>
      <PaymentGatewayMeta origin={paymentGatewayOrigin(page.env)} />
      <BookingManage booking={load.data} locale={page.uiLocale} query={query} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
