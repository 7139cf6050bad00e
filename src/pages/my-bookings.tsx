import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { PageHeading } from '#ui/page-heading.tsx';
import { readArrival } from '#domain/arrival.ts';
import { readPayment } from '#features/booking-site/load-payment-return.ts';
import { loadBooking } from '#features/bookings/load-booking.ts';
import { PaymentReturn } from '#features/bookings/payment-return.tsx';
import { loadMember } from '#features/member/load-member.ts';
import { loadMemberBookings } from '#features/member/load-member-bookings.ts';
import { LoginLink } from '#features/member/login-link.tsx';
import { MemberBookings } from '#features/member/member-bookings.tsx';
import { MemberCard } from '#features/member/member-card.tsx';
import { PointsHistory } from '#features/member/points-history.tsx';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, routes } from '#domain/routes.ts';

/** My bookings: the member's card and bookings when signed in, else Log in; /pay lands here. */
export default async function MyBookingsPage() {
  const page = getPageContext();
  initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const payment = readPayment(readArrival(query).payment);
  const [state, paid] = await Promise.all([loadMember(page), payment ? loadBooking(page, String(payment.id), payment.code) : null]);
  if (state.kind === 'unavailable' || paid?.kind === 'unavailable') return markUnavailable(page);
  const data = state.kind === 'member' ? await loadMemberBookings(page, state.member) : null;
  return (
    <div className="my-bookings">
      <PageHeading title={t`My bookings`}><Trans>My bookings</Trans></PageHeading>
      {payment && paid ? <PaymentReturn code={payment.code} booking={paid} locale={page.uiLocale} query={query} /> : null}
      {data ? (
        <>
          <MemberCard member={data.member} level={data.level} locale={page.uiLocale} />
          <h2>
            <Trans>Your bookings</Trans>
          </h2>
          <MemberBookings books={data.books} locale={page.uiLocale} query={query} />
          <PointsHistory entries={data.points} locale={page.uiLocale} />
        </>
      ) : (
        <div className="manage-section my-bookings-guest" data-testid="my-bookings-guest">
          <p>
            <Trans>Log in to see your bookings and your member level.</Trans>
          </p>
          <LoginLink url={page.url} className="button-primary" />
        </div>
      )}
      <p>
        <a className="button-secondary" href={buildRoute(routes.bookingLookup, query)} data-testid="find-reservation">
          <Trans>Find a reservation with its code</Trans>
        </a>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
