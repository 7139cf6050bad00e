'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { callApi } from '#lib/api-client.ts';
import { bookingApiPath } from './booking-api';

interface CancelDialogProps {
  id: number;
  code: string;
  lang: string;
  /** Set when cancelling now is within the restaurant's deadline: the no-show fee applies. */
  feePercent: number | null;
  onClose: () => void;
  onCancelled: () => void;
}

/** Confirms the cancel; on failure an alert with the server's first message (spec §8). */
export function CancelDialog({ id, code, lang, feePercent, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  async function confirm() {
    setBusy(true);
    const answer = await callApi(bookingApiPath(id, code), { method: 'DELETE', lang });
    setBusy(false);
    dialog.current?.close();
    if (answer.ok) onCancelled();
    else window.alert(answer.message || t`We could not cancel this reservation. Please try again`);
  }

  return (
    <dialog ref={dialog} className="terms-gate" aria-labelledby={titleId} onClose={onClose} data-testid="cancel-dialog">
      <h2 id={titleId}>
        <Trans>Cancel this reservation?</Trans>
      </h2>
      {feePercent !== null ? (
        <p className="fee-note">
          <Trans>It is now within the restaurant’s cancellation deadline: a no-show fee of {feePercent}% may be charged.</Trans>
        </p>
      ) : (
        <p>
          <Trans>The table will be released. This cannot be undone.</Trans>
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()} autoFocus>
          <Trans>Keep reservation</Trans>
        </button>
        <button type="button" className="button-primary" disabled={busy} onClick={confirm}>
          <Trans>Cancel reservation</Trans>
        </button>
      </div>
    </dialog>
  );
}
