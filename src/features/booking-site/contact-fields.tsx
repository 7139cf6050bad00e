'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CountryCode } from '#domain/contract/region.ts';
import { PhoneFields } from '#ui/phone-fields.tsx';
import { TextField } from '#ui/text-field.tsx';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile: string;
  consent: boolean;
}

interface ContactFieldsProps {
  values: ContactValues;
  onChange: (patch: Partial<ContactValues>) => void;
  errors: Record<string, string>;
  countryCodes: readonly CountryCode[];
  termsHtml: string;
  privacyPolicyUrl: string | null;
}

/** Spec §5 contact fields: names, e-mail, country code + mobile without spaces, consent to the user agreement and privacy policy. */
export function ContactFields({ values, onChange, errors, countryCodes, termsHtml, privacyPolicyUrl }: ContactFieldsProps) {
  const { t } = useLingui();
  const consentId = useId();
  const mobileError = errors.mobile ?? errors.country_code;
  return (
    <>
      <div className="form-row">
        <TextField name="first_name" label={t`First name`} value={values.first_name} onChange={(v) => onChange({ first_name: v })} error={errors.first_name} autoComplete="given-name" maxLength={100} />
        <TextField name="last_name" label={t`Last name`} value={values.last_name} onChange={(v) => onChange({ last_name: v })} error={errors.last_name} autoComplete="family-name" maxLength={100} />
      </div>
      <TextField name="email" type="email" inputMode="email" label={t`E-mail`} value={values.email} onChange={(v) => onChange({ email: v })} error={errors.email} autoComplete="email" maxLength={254} />
      <PhoneFields
        countryCode={values.country_code}
        mobile={values.mobile}
        countryCodes={countryCodes}
        onCountryCode={(v) => onChange({ country_code: v })}
        onMobile={(v) => onChange({ mobile: v })}
        error={mobileError}
      />
      {termsHtml ? (
        <details className="agreement">
          <summary>
            <Trans>User agreement</Trans>
          </summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: termsHtml }} />
        </details>
      ) : null}
      <div className="form-check">
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${consentId}-error` : undefined}
          onChange={(e) => onChange({ consent: e.target.checked })}
        />
        <label htmlFor={consentId}>
          {privacyPolicyUrl ? (
            <Trans>
              I agree to the user agreement and the{' '}
              <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
                privacy policy
              </a>
            </Trans>
          ) : (
            <Trans>I agree to the user agreement and the privacy policy</Trans>
          )}
        </label>
      </div>
      {errors.consent ? (
        <p id={`${consentId}-error`} className="form-error">
          {errors.consent}
        </p>
      ) : null}
    </>
  );
}
