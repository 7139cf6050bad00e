'use client';
import { Trans } from '@lingui/react/macro';

interface BookingSuccessProps {
  reservationCode: string;
  email: string;
  manageUrl: string;
  onBookAgain: () => void;
}

/** Step 6: the reservation code, the e-mail on its way, and where to manage the booking. */
export function BookingSuccess({ reservationCode, email, manageUrl, onBookAgain }: BookingSuccessProps) {
  return (
    <div className="booking-success">
      <p>
        <Trans>Your table is booked. Your reservation code is</Trans>
      </p>
      <p className="reservation-code" data-testid="reservation-code">
        {reservationCode}
      </p>
      <p>
        <Trans>A confirmation e-mail is on its way to {email}.</Trans>
      </p>
      <div className="step-actions">
        <a className="button-primary" href={manageUrl} target="_blank" rel="noopener">
          <Trans>Manage booking</Trans>
        </a>
        <button type="button" className="button-secondary" onClick={onBookAgain}>
          <Trans>Make another booking</Trans>
        </button>
      </div>
    </div>
  );
}
