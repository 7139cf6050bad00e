'use client';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/** Asks before a card is removed; Escape or Keep card closes it, focus starts on the safe choice. */
export function RemoveCardDialog({ label, busy, onConfirm, onClose }: { label: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="terms-gate" aria-labelledby={titleId} onClose={onClose} data-testid="remove-card-dialog">
      <h2 id={titleId}>
        <Trans>Remove this card?</Trans>
      </h2>
      <p>
        <Trans>{label} will no longer be offered when you pay.</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()} autoFocus>
          <Trans>Keep card</Trans>
        </button>
        <button type="button" className="button-primary" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          <Trans>Remove card</Trans>
        </button>
      </div>
    </dialog>
  );
}
