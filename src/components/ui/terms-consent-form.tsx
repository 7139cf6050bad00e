'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { acceptTerms } from '#lib/terms-consent.ts';

interface TermsConsentFormProps {
  program: string;
  termsHtml: string;
  consentHtml: string;
  onAccepted: () => void;
  onQuit: () => void;
}

/** The program's terms with the consent checkbox: Next only once it is ticked (spec §5); Next stores consent. */
export function TermsConsentForm({ program, termsHtml, consentHtml, onAccepted, onQuit }: TermsConsentFormProps) {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    const failure = await acceptTerms(program);
    setBusy(false);
    if (failure === null) onAccepted();
    else setError(failure || t`We could not save your consent. Please try again`);
  }

  return (
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
        <button type="button" className="button-secondary" onClick={onQuit}>
          <Trans>Quit</Trans>
        </button>
        <button type="button" className="button-primary" disabled={!agreed || busy} onClick={accept}>
          <Trans>Next</Trans>
        </button>
      </div>
    </>
  );
}
