'use client';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useQueuedModal } from '#ui/dialog-queue.tsx';
import { TermsConsentForm } from '#ui/terms-consent-form.tsx';

interface TermsGateProps {
  program: string;
  termsHtml: string;
  consentHtml: string;
  /** Quit closes the window on program start; otherwise it only closes the gate (spec §4). */
  onProgramStart: boolean;
  jumpUrl: string | null;
}

/** The terms-and-conditions gate on program start: Next only after the consent checkbox; Accept stores consent. */
export function TermsGate({ program, termsHtml, consentHtml, onProgramStart, jumpUrl }: TermsGateProps) {
  const [left, setLeft] = useState(false);
  // Other dialogs (the login dialog) wait until the terms are accepted or the gate closed.
  const { ref: dialog, close } = useQueuedModal('terms');
  const titleId = useId();

  function quit() {
    if (!onProgramStart) {
      close();
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
        <TermsConsentForm program={program} termsHtml={termsHtml} consentHtml={consentHtml} onAccepted={close} onQuit={quit} />
      )}
    </dialog>
  );
}
