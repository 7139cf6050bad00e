import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { BookingPaymentSection } from '#ui/booking-payment.tsx';
import { readBookingFrameParams } from '#domain/booking-frame.ts';
import { guestManageUrl } from '#domain/contract/booking-manage.ts';
import { domainMessages } from '#domain/messages.ts';
import { FrameNotice } from '#features/booking-site/frame-notice.tsx';
import { formatDay } from '#features/booking-site/format-day.ts';
import { loadPaymentReturn } from '#features/booking-site/load-payment-return.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute } from '#domain/routes.ts';

/** Where a payment returns (spec §7 "/complete for payment returns"): the booking that `payment` names and its state. */
export default async function ReservationCompletePage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const params = readBookingFrameParams(page.url.searchParams);
  const { payment, booking } = await loadPaymentReturn(page, id);
  if (booking.kind === 'unavailable') return markUnavailable(page);
  const bookingHref = buildRoute(`/restaurants/${encodeURIComponent(id)}/reservation`, page.url.searchParams);
  if (!payment || booking.kind !== 'found') {
    return (
      <div className="booking-site">
        <title>{t`Booking result`}</title>
        <FrameNotice returnUrl={params.return_url} booked={null} />
        <h1>
          <Trans>Booking result</Trans>
        </h1>
        <p className="form-error" role="alert">
          {i18n._(domainMessages.bookingNotFound)}
        </p>
        <p>
          <a href={bookingHref}>
            <Trans>Back to booking</Trans>
          </a>
        </p>
      </div>
    );
  }
  const b = booking.data;
  const confirmed = b.status === 'confirmed';
  const origin = page.env.BOOKING_SITE_ORIGIN || page.url.origin;
  return (
    <div className="booking-site">
      <title>{t`Booking result`}</title>
      <FrameNotice returnUrl={params.return_url} booked={confirmed ? { booking_id: b.id, reservation_code: payment.code } : null} />
      <h1>{confirmed ? <Trans>Booked</Trans> : <Trans>Booking result</Trans>}</h1>
      <div className="booking-success">
        <p>
          <Trans>Reservation code</Trans>
        </p>
        <p className="reservation-code" data-testid="reservation-code">
          {payment.code}
        </p>
      </div>
      <dl className="review-list">
        <div><dt><Trans>Status</Trans></dt><dd>{confirmed ? t`Confirmed` : b.status === 'cancelled' ? t`Cancelled` : b.status === 'no_show' ? t`No-show` : t`Completed`}</dd></div>
        <div><dt><Trans>Date</Trans></dt><dd>{b.reservation_date ? formatDay(b.reservation_date, page.uiLocale) : ''}</dd></div>
        <div><dt><Trans>Time</Trans></dt><dd>{b.formated_time}</dd></div>
        <div><dt><Trans>Party size</Trans></dt><dd>{b.reservation_seats}</dd></div>
      </dl>
      {b.payment ? <BookingPaymentSection payment={b.payment} timeZone={b.time_zone} locale={page.uiLocale} /> : null}
      <div className="step-actions">
        <a className="button-primary" href={guestManageUrl(origin, { id: b.id, reservation_code: payment.code, program: page.program!.slug, locale: page.locale })} target="_blank" rel="noopener">
          <Trans>Manage booking</Trans>
        </a>
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
