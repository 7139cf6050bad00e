import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PaymentSummary, PaymentTimeline } from '#ui/booking-payment.tsx';
import { BOOKING_STATUS_MESSAGES } from '#domain/booking-status.ts';
import type { MemberBooking } from '#domain/contract/account.ts';
import { domainMessages } from '#domain/messages.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatTime, intlLocale } from '#lib/i18n/format.ts';
import { appLink, routes } from '#domain/routes.ts';

interface MemberBookingsProps {
  books: MemberBooking[];
  locale: CatalogLocale;
  /** The page's query, so the manage links keep the program and language. */
  query: URLSearchParams;
}

/** The restaurant-local date and time; bookings from before slots keep only the instant. */
function localTimes(book: MemberBooking): { date: string; time: string } {
  if (book.reservation_date && book.formated_time) return { date: book.reservation_date, time: book.formated_time };
  return toLocal(new Date(book.reservation_at), book.time_zone ?? 'UTC');
}

/** The member's bookings, newest meal first, each opening its manage screen; none → 'No bookings to show'. */
export function MemberBookings({ books, locale, query }: MemberBookingsProps) {
  const { i18n } = useLingui();
  if (books.length === 0) {
    return (
      <p className="empty-state">
        <Trans>No bookings to show</Trans>
      </p>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <ul className="member-bookings">
      {books.map((book) => {
        const { date, time } = localTimes(book);
        const status = i18n._(domainMessages[BOOKING_STATUS_MESSAGES[book.status]]);
        const manage = appLink(`${routes.bookingDetail}?booking_id=${book.id}&reservation_code=${book.reservation_code}`, query);
        return (
          <li key={book.id} className="manage-section" data-testid="member-booking" data-status={book.status}>
            <h3>
              <a href={manage}>{book.restaurant.name}</a>
            </h3>
            <dl className="detail-list">
              <dt>
                <Trans>Date</Trans>
              </dt>
              <dd>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</dd>
              <dt>
                <Trans>Time</Trans>
              </dt>
              <dd><time dateTime={time}>{formatTime(time, locale)}</time></dd>
              <dt>
                <Trans>Party size</Trans>
              </dt>
              <dd>
                <Plural value={book.reservation_seats} one="# guest" other="# guests" />
              </dd>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{status}</dd>
              <dt>
                <Trans>Reservation code</Trans>
              </dt>
              <dd data-testid="member-booking-code">{book.reservation_code}</dd>
            </dl>
            {book.payment ? (
              <div className="member-booking-payment">
                <PaymentSummary payment={book.payment} timeZone={book.time_zone ?? 'UTC'} locale={locale} />
                <details>
                  <summary>
                    <Trans>Payment history</Trans>
                  </summary>
                  <PaymentTimeline payment={book.payment} timeZone={book.time_zone ?? 'UTC'} locale={locale} />
                </details>
              </div>
            ) : null}
            {book.can_review ? (
              <p>
                <a className="button-secondary" href={`${manage}#review-form-heading`} data-testid="member-booking-review">
                  <Trans>Write a review</Trans>
                </a>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
