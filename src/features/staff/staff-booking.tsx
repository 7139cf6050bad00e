'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BOOKING_STATUS_MESSAGES } from '#domain/booking-status.ts';
import type { StaffBooking as Booking } from '#domain/contract/staff.ts';
import { domainMessages } from '#domain/messages.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatTime } from '#lib/i18n/format.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { AppealDecision } from './appeal-decision';
import { StaffBills } from './staff-bills';
import { StaffBookingMoney } from './staff-booking-money';
import { staffApi } from './staff-api';
import { FormAlert } from '#ui/form-alert.tsx';

/** One booking of the day: who, when, how many; Confirm meal and Mark no-show once its time has come; its bills; its appeal. */
export function StaffBooking({ booking, currency, lang, onChanged }: { booking: Booking; currency: string; lang: CatalogLocale; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const name = `${booking.first_name} ${booking.last_name}`;

  function settle(outcome: 'meal' | 'no_show') {
    void run(async () => {
      const answer = await staffApi(lang).settle(booking.id, outcome);
      if (answer.ok) return onChanged();
      setError(answer.message || t`This could not be saved. Please try again.`);
    });
  }

  return (
    <li className="manage-section staff-booking" data-testid="staff-booking" data-status={booking.status} aria-labelledby={`staff-booking-${booking.id}`}>
      <h3 id={`staff-booking-${booking.id}`}>
        <time dateTime={booking.formated_time}>{formatTime(booking.formated_time, lang)}</time> · {name}
      </h3>
      <p>
        <Plural value={booking.reservation_seats} one="# guest" other="# guests" /> · {i18n._(domainMessages[BOOKING_STATUS_MESSAGES[booking.status]])} ·{' '}
        <code>{booking.reservation_code}</code>
      </p>
      {booking.special_requests ? <p className="muted">{booking.special_requests}</p> : null}
      {booking.payment ? <StaffBookingMoney payment={booking.payment} lang={lang} /> : null}
      {booking.can_confirm_meal || booking.can_mark_no_show ? (
        <div className="step-actions">
          {booking.can_mark_no_show ? (
            <button type="button" className="button-secondary" onClick={() => settle('no_show')} disabled={busy}>
              <Trans>Mark no-show</Trans>
            </button>
          ) : null}
          {booking.can_confirm_meal ? (
            <button type="button" className="button-primary" onClick={() => settle('meal')} disabled={busy}>
              <Trans>Confirm meal</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      <FormAlert message={error} />
      {booking.orders.length > 0 || booking.can_open_bill ? (
        <StaffBills bookingId={booking.id} orders={booking.orders} canOpen={booking.can_open_bill} currency={currency} lang={lang} onOpened={onChanged} />
      ) : null}
      {booking.appeal?.status === 'reviewing' ? <AppealDecision appeal={booking.appeal} lang={lang} onDecided={onChanged} /> : null}
      {booking.appeal && booking.appeal.status !== 'reviewing' ? (
        <p className="muted" data-testid="staff-appeal-decided">
          {booking.appeal.status === 'approved' ? <Trans>Appeal approved.</Trans> : <Trans>Appeal rejected.</Trans>}
        </p>
      ) : null}
    </li>
  );
}
