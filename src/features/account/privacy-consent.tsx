'use client';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useLoginStore } from './store';

interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** The privacy checkbox of login and sign-up (spec §5), linking the program region's privacy policy. */
export function PrivacyConsent({ checked, onChange, error }: PrivacyConsentProps) {
  const id = useId();
  const url = usePrivacyPolicyUrl();
  return (
    <>
      <div className="form-check">
        <input id={id} type="checkbox" name="privacy" checked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>
          {url ? (
            <Trans>
              I have read and agree to the{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                privacy policy
              </a>
            </Trans>
          ) : (
            <Trans>I have read and agree to the privacy policy</Trans>
          )}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The privacy policy of the program's first region (the one sign-up suggests), once the options arrived. */
export function usePrivacyPolicyUrl(): string | null {
  const { options } = useSnapshot(useLoginStore());
  return options?.regions[0]?.privacy_policy_url ?? null;
}
