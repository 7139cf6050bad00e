'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/** Spec §2 confirm-quit dialog: closing the login dialog mid-flow asks before what was entered is lost. */
export function ConfirmQuitDialog({ onQuit, onStay }: { onQuit: () => void; onStay: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="terms-gate"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      data-testid="confirm-quit"
    >
      <h2 id={titleId}>
        <Trans>Leave without finishing?</Trans>
      </h2>
      <p>
        <Trans>What you have entered so far will be lost.</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onQuit}>
          <Trans>Quit</Trans>
        </button>
        <button type="button" className="button-primary" onClick={onStay} autoFocus>
          <Trans>Keep going</Trans>
        </button>
      </div>
    </dialog>
  );
}
