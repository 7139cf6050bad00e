'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PhoneFields } from '#ui/phone-fields.tsx';
import { TextField } from '#ui/text-field.tsx';
import { isVerificationCode } from '#domain/verification-code.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { requestAccess, sendWhitelistCode } from './api';

export interface WhitelistFormProps {
  program: string;
  lang: string;
  countryCodes: readonly CountryCode[];
  defaultCountryCode: string;
  regionId: number | null;
  onVerified: () => void;
}

/** A program for listed mobiles (spec §7 whitelists, verify_and_auto_assign): the diner proves the number with a code. */
export function WhitelistForm({ program, lang, countryCodes, defaultCountryCode, regionId, onVerified }: WhitelistFormProps) {
  const { t } = useLingui();
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One guard per button: a double tap is ignored, a quick Verify right after Send code is not.
  const sending = useSubmit();
  const checking = useSubmit();
  const mobileValid = /^\d{5,20}$/.test(mobile);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!mobileValid) return setError(t`Please enter a valid phone number`);
    void sending.run(async () => {
      const answer = await sendWhitelistCode({ program, country_code: countryCode, mobile }, lang);
      if (!answer.ok) return setError(answer.message || t`We could not send the code. Please try again`);
      setError(null);
      setSentTo(`+${countryCode} ${mobile}`);
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!isVerificationCode(code)) return setError(t`Invalid verification code. Please try again`);
    void checking.run(async () => {
      const answer = await requestAccess({ program, method: 'mobile_whitelist', country_code: countryCode, mobile, code, region_id: regionId }, lang);
      if (answer.ok) return onVerified();
      setError(answer.message || t`Invalid verification code. Please try again`);
      setCode('');
    });
  }

  const alert = error ? (
    <p role="alert" className="form-error">
      {error}
    </p>
  ) : null;
  if (sentTo === null) {
    return (
      <form className="verify-form" noValidate onSubmit={send}>
        <p>
          <Trans>This program is for the mobile numbers our partner listed. We send a code to yours to check it.</Trans>
        </p>
        <PhoneFields countryCode={countryCode} mobile={mobile} countryCodes={countryCodes} onCountryCode={setCountryCode} onMobile={(value) => setMobile(value.replace(/\D/g, ''))} />
        {alert}
        <button type="submit" className="button-primary panel-action" disabled={sending.busy} aria-busy={sending.busy}>
          <Trans>Send code</Trans>
        </button>
      </form>
    );
  }
  return (
    <form className="verify-form" noValidate onSubmit={verify}>
      <p role="status">
        <Trans>We sent a 4-digit code to {sentTo}.</Trans>
      </p>
      <TextField name="mobile_token" label={t`Verification code`} value={code} onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))} inputMode="numeric" autoComplete="one-time-code" maxLength={4} />
      {alert}
      <button type="submit" className="button-primary panel-action" disabled={checking.busy} aria-busy={checking.busy}>
        {checking.busy ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
      </button>
      <button type="button" className="button-secondary panel-action" onClick={() => setSentTo(null)}>
        <Trans>Change number</Trans>
      </button>
    </form>
  );
}
