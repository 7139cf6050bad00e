import { Trans } from '@lingui/react/macro';
import type { PanelVerification } from '../../domain/booking-panel';

interface PanelGateNoticeProps {
  /** The verification still to pass, or null when only an alert brought the panel here. */
  verification: PanelVerification;
  alert: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** PRE_BOOKING (spec §4): the program's verification before booking, or the alert of a frame that failed to open. */
export function PanelGateNotice({ verification, alert, onRetry, onCancel }: PanelGateNoticeProps) {
  return (
    <div className="panel-gate">
      {alert ? (
        <p role="alert" className="form-error">
          {alert}
        </p>
      ) : null}
      {verification ? (
        <>
          <h3>
            <Trans>Verification required</Trans>
          </h3>
          <p>
            {verification === 'card' ? (
              <Trans>This program is for Mastercard World and World Elite cardholders. Verify your card before booking.</Trans>
            ) : (
              <Trans>This program is for the partner bank's customers. Verify with your bank before booking.</Trans>
            )}
          </p>
          <p className="restaurant-card-meta" id="panel-verify-note">
            <Trans>Verification is not available here yet. Please come back soon.</Trans>
          </p>
          <button type="button" className="button-primary panel-action" disabled aria-describedby="panel-verify-note">
            {verification === 'card' ? <Trans>Verify my card</Trans> : <Trans>Verify with my bank</Trans>}
          </button>
        </>
      ) : (
        <button type="button" className="button-primary panel-action" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
      <button type="button" className="button-secondary panel-action" onClick={onCancel}>
        <Trans>Back</Trans>
      </button>
    </div>
  );
}
