import { Trans, useLingui } from '@lingui/react/macro';
import type { ResourceLoad } from '#edge/load-resource.ts';
import { PaymentSummary, PaymentTimeline } from '#ui/booking-payment.tsx';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { appLink, routes } from '#domain/routes.ts';

interface PaymentReturnProps {
  code: string;
  booking: ResourceLoad<BookingDetail>;
  locale: CatalogLocale;
  /** The page's query, so the manage link keeps the program and language. */
  query: URLSearchParams;
}

/** What a payment return (spec §3 `payment`) came back with: the booking's real payment result and its history. */
export function PaymentReturn({ code, booking, locale, query }: PaymentReturnProps) {
  const { t } = useLingui();
  if (booking.kind !== 'found') {
    return (
      <p className="form-error" role="alert" data-testid="payment-return">
        <Trans>We could not find reservation {code}.</Trans>
      </p>
    );
  }
  const b = booking.data;
  const manage = appLink(`${routes.bookingDetail}?booking_id=${b.id}&reservation_code=${b.reservation_code}`, query);
  return (
    <section className="manage-section booking-payment" aria-labelledby="payment-return-heading" data-testid="payment-return">
      <h2 id="payment-return-heading">{t`Reservation ${code}`}</h2>
      <p>
        {b.restaurant.name} · {b.status_lng}
      </p>
      {b.payment ? (
        <>
          <PaymentSummary payment={b.payment} timeZone={b.time_zone} locale={locale} />
          <h3 className="payment-history-heading">
            <Trans>Payment history</Trans>
          </h3>
          <PaymentTimeline payment={b.payment} timeZone={b.time_zone} locale={locale} />
        </>
      ) : (
        <p data-testid="payment-summary">
          <Trans>No payment was taken for this booking.</Trans>
        </p>
      )}
      <p>
        <a className="button-secondary" href={manage}>
          <Trans>Manage booking</Trans>
        </a>
      </p>
    </section>
  );
}
