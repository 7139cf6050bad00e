'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { acceptTerms } from './api';

interface TermsGateProps {
  program: string;
  termsHtml: string;
  consentHtml: string;
  /** Quit closes the window on program start; otherwise it only closes the gate (spec §4). */
  onProgramStart: boolean;
  jumpUrl: string | null;
}

/** The terms-and-conditions gate: Next only after the consent checkbox; Accept stores consent. */
export function TermsGate({ program, termsHtml, consentHtml, onProgramStart, jumpUrl }: TermsGateProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  async function accept() {
    setBusy(true);
    const failure = await acceptTerms(program);
    setBusy(false);
    if (failure === null) dialog.current?.close();
    else setError(failure || t`We could not save your consent. Please try again`);
  }

  function quit() {
    if (!onProgramStart) {
      dialog.current?.close();
      return;
    }
    window.close();
    // Browsers only close windows that a script opened; otherwise go back where the diner came from.
    if (jumpUrl) window.location.assign(jumpUrl);
    else setLeft(true);
  }

  return (
    <dialog ref={dialog} className="terms-gate" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()} data-testid="terms-gate">
      <h2 id={titleId}>
        <Trans>Terms and conditions</Trans>
      </h2>
      {left ? (
        <p role="status">
          <Trans>You have left the program. You can close this window now.</Trans>
        </p>
      ) : (
        <>
          <div className="terms-gate-text rich-text" dangerouslySetInnerHTML={{ __html: termsHtml }} />
          <label className="terms-gate-consent">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
            <span className="rich-text" dangerouslySetInnerHTML={{ __html: consentHtml || t`I have read and agree to the terms and conditions` }} />
          </label>
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button-secondary" onClick={quit}>
              <Trans>Quit</Trans>
            </button>
            <button type="button" className="button-primary" disabled={!agreed || busy} onClick={accept}>
              <Trans>Next</Trans>
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
