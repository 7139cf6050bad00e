'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { PhoneFields } from '#ui/phone-fields.tsx';
import { TextField } from '#ui/text-field.tsx';
import { EMAIL_MAX_LENGTH } from '#domain/account-rules.ts';
import { useLoginStore, type LoginMethod } from './store';

interface AccountFieldsProps {
  error?: string | undefined;
  /** Sign-up names a phone only; login and forgot let the diner choose phone or e-mail. */
  methods?: readonly LoginMethod[];
}

/** The account the diner names: phone (country code + mobile) or e-mail, kept in the dialog's store. */
export function AccountFields({ error, methods = ['phone', 'email'] }: AccountFieldsProps) {
  const { t } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const method = methods.includes(snap.method) ? snap.method : methods[0]!;
  return (
    <>
      {methods.length > 1 ? (
        <fieldset className="method-toggle">
          <legend className="visually-hidden">
            <Trans>Use your phone or e-mail</Trans>
          </legend>
          {methods.map((m) => (
            <label key={m} className="method-option">
              <input type="radio" name="login_method" value={m} checked={method === m} onChange={() => (store.method = m)} />
              <span>{m === 'phone' ? t`Phone` : t`E-mail`}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {method === 'phone' ? (
        <AccountPhoneFields error={error} />
      ) : (
        <TextField name="email" type="email" inputMode="email" label={t`E-mail`} value={snap.email} onChange={(v) => (store.email = v)} error={error} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      )}
    </>
  );
}

/** The diner's phone, kept in the dialog's store (the same number across login, sign-up, forgot and help). */
export function AccountPhoneFields({ error }: { error?: string | undefined }) {
  const store = useLoginStore();
  const snap = useSnapshot(store);
  return (
    <PhoneFields
      countryCode={snap.countryCode}
      mobile={snap.mobile}
      countryCodes={snap.options?.countries ?? []}
      onCountryCode={(v) => (store.countryCode = v)}
      onMobile={(v) => (store.mobile = v.trim())}
      error={error}
    />
  );
}
