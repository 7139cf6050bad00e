import { Trans } from '@lingui/react/macro';
import { LazyVerifyPopup } from '#features/access/lazy-verify-popup.tsx';
import type { VerifyPopupProps } from '#features/access/verify-popup.tsx';

interface PanelGateNoticeProps {
  /** The Verify popup to show, or null when only an alert brought the panel here. */
  verify: Omit<VerifyPopupProps, 'verification'> & { verification: VerifyPopupProps['verification'] | null };
  alert: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** PRE_BOOKING (spec §4): the program's Verify popup before booking, or the alert of a frame that failed to open. */
export function PanelGateNotice({ verify, alert, onRetry, onCancel }: PanelGateNoticeProps) {
  const { verification } = verify;
  return (
    <div className="panel-gate">
      {alert ? (
        <p role="alert" className="form-error">
          {alert}
        </p>
      ) : null}
      {verification ? (
        <LazyVerifyPopup {...verify} verification={verification} />
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
