'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CountryCode } from '#domain/contract/region.ts';
import { TextField } from './text-field';

interface PhoneFieldsProps {
  countryCode: string;
  mobile: string;
  countryCodes: readonly CountryCode[];
  onCountryCode: (value: string) => void;
  onMobile: (value: string) => void;
  error?: string | undefined;
}

/** Country code and mobile number without spaces (spec §5 phone rule), one row on wide screens. */
export function PhoneFields({ countryCode, mobile, countryCodes, onCountryCode, onMobile, error }: PhoneFieldsProps) {
  const { t } = useLingui();
  const codeId = useId();
  // The current value stays selectable while the list loads or when it lacks the code.
  const listed = countryCodes.some((c) => c.country_code === countryCode);
  return (
    <div className="form-row phone-row">
      <div className="form-field">
        <label htmlFor={codeId}>
          <Trans>Country code</Trans>
        </label>
        <select id={codeId} name="country_code" value={countryCode} autoComplete="tel-country-code" onChange={(e) => onCountryCode(e.target.value)}>
          {listed || !countryCode ? null : <option value={countryCode}>{`+${countryCode}`}</option>}
          {countryCodes.map((c) => (
            <option key={c.iso} value={c.country_code}>{`+${c.country_code} ${c.name}`}</option>
          ))}
        </select>
      </div>
      <TextField
        name="mobile"
        type="tel"
        inputMode="numeric"
        label={t`Mobile number`}
        hint={t`Digits only, without spaces`}
        value={mobile}
        onChange={onMobile}
        error={error}
        autoComplete="tel-national"
        maxLength={20}
      />
    </div>
  );
}
