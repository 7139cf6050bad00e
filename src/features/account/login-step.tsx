'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isLoginPassword, isValidEmail, isValidMobile } from '#domain/account-rules.ts';
import { signInSchema } from '#domain/contract/account.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { AccountFields } from './account-fields';
import { PasswordField } from './password-field';
import { PolicyPopup } from './policy-popup';
import { PrivacyConsent } from './privacy-consent';
import { accountOf, openFlow, useLoginStore } from './store';
import { useSubmit } from '#lib/use-submit.ts';

/** Login by phone or e-mail and password (spec §5 "Login submit"); links to forgot and sign-up. */
export function LoginStep({ onSignedIn }: { onSignedIn: (message: string) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [askingPolicy, setAskingPolicy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const accountValid = snap.method === 'email' ? isValidEmail(snap.email.trim()) : isValidMobile(snap.countryCode, snap.mobile);
  // Spec §5: enabled with a valid phone or e-mail and a password longer than 5 characters.
  const canSubmit = accountValid && isLoginPassword(password) && !busy;

  const signIn = () =>
    run(async () => {
      const parsed = signInSchema.safeParse({ account: accountOf(store), password });
      if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error, i18n))[0] ?? null);
      const answer = await store.api.signIn(parsed.data.account, parsed.data.password);
      if (!answer.ok) return setError(answer.message || t`We could not sign you in. Please try again`);
      setError(null);
      await onSignedIn(answer.data.message);
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    if (!agreed) return setAskingPolicy(true);
    void signIn();
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <AccountFields />
      <PasswordField label={t`Password`} value={password} onChange={setPassword} autoComplete="current-password" />
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      {error ? (
        <p role="alert" className="form-error" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary dialog-submit" disabled={!canSubmit}>
        <Trans>Log in</Trans>
      </button>
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => openFlow(store, 'forgot')}>
          <Trans>Forgot password?</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => openFlow(store, 'signup')}>
          <Trans>Create an account</Trans>
        </button>
      </div>
      {askingPolicy ? (
        <PolicyPopup
          onCancel={() => setAskingPolicy(false)}
          onAgree={() => {
            setAskingPolicy(false);
            setAgreed(true);
            void signIn();
          }}
        />
      ) : null}
    </form>
  );
}
