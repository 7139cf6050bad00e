'use client';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { usePrivacyPolicyUrl } from './privacy-consent';

/** Spec §5: logging in before ticking the privacy checkbox asks here, with I agree and Cancel. */
export function PolicyPopup({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const url = usePrivacyPolicyUrl();
  return (
    <ConfirmDialog
      title={<Trans>Privacy policy</Trans>}
      secondary={{ label: <Trans>Cancel</Trans>, onClick: onCancel }}
      primary={{ label: <Trans>I agree</Trans>, onClick: onAgree }}
      focus="primary"
      className="policy-popup"
      onCancel={onCancel}
      testId="policy-popup"
    >
      {url ? (
        <Trans>
          To continue, please read and agree to the{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            privacy policy
          </a>
          .
        </Trans>
      ) : (
        <Trans>To continue, please read and agree to the privacy policy.</Trans>
      )}
    </ConfirmDialog>
  );
}
