'use client';
import { Trans } from '@lingui/react/macro';

interface GroupRequestSentProps {
  reference: string;
  statusText: string | null;
  statusHref: string;
  onDone: () => void;
}

/** After a group request: its reference code, its status in words, and where to check it later. */
export function GroupRequestSent({ reference, statusText, statusHref, onDone }: GroupRequestSentProps) {
  return (
    <div className="booking-success">
      <p>
        <Trans>The restaurant has your request. Your reference code is</Trans>
      </p>
      <p className="reservation-code" data-testid="group-reference">
        {reference}
      </p>
      {statusText ? (
        <p>
          <Trans>Status: {statusText}</Trans>
        </p>
      ) : null}
      <p>
        <a href={statusHref}>
          <Trans>Check the status of this request</Trans>
        </a>
      </p>
      <div className="step-actions">
        <button type="button" className="button-secondary" onClick={onDone}>
          <Trans>Back to booking</Trans>
        </button>
      </div>
    </div>
  );
}
