import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VerifiedContext } from '#ui/verified-context.tsx';

interface PanelGateNoticeProps {
  /** The program's Verify popup, which the page composes, or null when only an alert brought the panel here. */
  verifyPopup: ReactNode | null;
  /** What follows once the popup verified the diner. */
  onVerified: () => void;
  alert: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** PRE_BOOKING (spec §4): the program's Verify popup before booking, or the alert of a frame that failed to open. */
export function PanelGateNotice({ verifyPopup, onVerified, alert, onRetry, onCancel }: PanelGateNoticeProps) {
  return (
    <div className="panel-gate">
      {alert ? (
        <p role="alert" className="form-error">
          {alert}
        </p>
      ) : null}
      {verifyPopup ? (
        <VerifiedContext value={onVerified}>{verifyPopup}</VerifiedContext>
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
