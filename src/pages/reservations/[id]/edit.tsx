import { Trans, useLingui } from '@lingui/react/macro';
import { getPageContext } from '#edge/request-context.ts';
import { markUnavailable } from '#edge/unavailable-page.ts';
import { NoticePage } from '#ui/notice-page.tsx';
import { domainMessages } from '#domain/messages.ts';
import { BookingNotFound } from '#features/bookings/booking-not-found.tsx';
import { EditBookingForm } from '#features/bookings/edit-booking-form.tsx';
import { loadBooking } from '#features/bookings/load-booking.ts';
import { initPageI18n } from '#lib/i18n/server.ts';
import { buildRoute, LOGIN_PARAM, routes } from '#domain/routes.ts';
import { panelAccessOf } from '#edge/panel-availability.ts';

/** The booking site's edit page (guest_manage_url with /manage swapped for /edit): date, time or party size. */
export default async function ReservationEditPage({ id }: { id: string }) {
  const page = getPageContext();
  const i18n = initPageI18n(page.uiLocale);
  const { t } = useLingui();
  const query = page.url.searchParams;
  const load = await loadBooking(page, id, query.get('reservation_code'));
  if (load.kind === 'unavailable') return markUnavailable(page);
  if (load.kind === 'not_found') return <BookingNotFound backHref={buildRoute(routes.bookingLookup, query)} />;
  const booking = load.data;
  const restaurantName = booking.restaurant.name;
  const reservationCode = booking.reservation_code;
  const manageHref = buildRoute(routes.reservationManage(booking.id), query, { reservation_code: booking.reservation_code });
  if (!booking.can_update) {
    return <NoticePage title={t`Change reservation`} heading={i18n._(domainMessages.bookingNotModifiable)} action={{ href: manageHref, label: <Trans>Back to your reservation</Trans> }} />;
  }
  // A change books the program's seats again: a gated program asks the diner to sign in or verify first (spec §6).
  const program = page.program!;
  if (!panelAccessOf(program.bundle, program.session, page.memberToken).joined) {
    const member = program.bundle.config.authentication_method === 'membership';
    const profile = buildRoute(routes.profile, query, { restaurant_id: String(booking.restaurant.id), ...(member ? { [LOGIN_PARAM]: '1' } : {}) });
    return (
      <NoticePage
        title={t`Change reservation`}
        heading={i18n._(member ? domainMessages.signInRequired : domainMessages.accessRequired)}
        action={{ href: profile, label: member ? <Trans>Log in</Trans> : <Trans>Verify access</Trans> }}
      />
    );
  }
  return (
    <div className="booking-edit">
      <title>{`${t`Change reservation`} · ${booking.project_config.title}`}</title>
      <h1>
        <Trans>Change reservation</Trans>
      </h1>
      <p className="muted">
        <Trans>
          {restaurantName} · reservation {reservationCode}
        </Trans>
      </p>
      <EditBookingForm
        id={booking.id}
        code={booking.reservation_code}
        lang={page.uiLocale}
        current={{ date: booking.reservation_date, time: booking.formated_time, party: booking.reservation_seats }}
        doneHref={manageHref}
      />
      <p>
        <a href={manageHref}>
          <Trans>Back to your reservation</Trans>
        </a>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
