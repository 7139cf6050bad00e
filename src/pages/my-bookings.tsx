import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '../../server/edge/request-context';
import { readArrival } from '../domain/arrival';
import { initPageI18n } from '../lib/i18n/server';
import { buildRoute, routes } from '../lib/routes';

/** My bookings. Bookings and sign-in arrive with the booking and account work; /pay lands here. */
export default async function MyBookingsPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const payment = readArrival(page.url.searchParams).payment;
  const reservationCode = payment?.split('___')[0];
  return (
    <div className="notice-page">
      <title>{t`My bookings`}</title>
      <h1>
        <Trans>My bookings</Trans>
      </h1>
      {reservationCode ? (
        <p role="status" data-testid="payment-return">
          <Trans>We received your payment return for reservation {reservationCode}.</Trans>
        </p>
      ) : null}
      <p className="empty-state">
        <Trans>No bookings to show</Trans>
      </p>
      <p>
        <a className="button-secondary" href={buildRoute(routes.bookingLookup, page.url.searchParams)} data-testid="find-reservation">
          <Trans>Find a reservation with its code</Trans>
        </a>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
