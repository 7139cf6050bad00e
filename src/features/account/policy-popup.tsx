'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { usePrivacyPolicyUrl } from './privacy-consent';

/** Spec §5: logging in before ticking the privacy checkbox asks here, with I agree and Cancel. */
export function PolicyPopup({ onAgree, onCancel }: { onAgree: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const url = usePrivacyPolicyUrl();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="terms-gate policy-popup" aria-labelledby={titleId} onCancel={onCancel} data-testid="policy-popup">
      <h2 id={titleId}>
        <Trans>Privacy policy</Trans>
      </h2>
      <p>
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
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onAgree} autoFocus>
          <Trans>I agree</Trans>
        </button>
      </div>
    </dialog>
  );
}
