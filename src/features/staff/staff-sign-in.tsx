'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { staffSignInSchema } from '#domain/contract/staff.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { FormSubmit } from '#ui/form-submit.tsx';
import { staffApi } from './staff-api';

/** The staff sign-in: their own restaurant account, never a diner's. */
export function StaffSignIn({ lang, onSignedIn }: { lang: string; onSignedIn: () => void }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const emailId = useId();
  const passwordId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffSignInSchema.safeParse({ email, password });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error, i18n))[0] ?? t`Please check your e-mail and password.`);
    void run(async () => {
      const answer = await staffApi(lang).signIn(parsed.data.email, parsed.data.password);
      if (answer.ok) return onSignedIn();
      setError(answer.message || t`We could not sign you in. Please try again.`);
    });
  }

  return (
    <form className="manage-section staff-sign-in" onSubmit={submit} noValidate aria-labelledby="staff-sign-in-heading" data-testid="staff-sign-in">
      <h2 id="staff-sign-in-heading">
        <Trans>Sign in to your restaurant</Trans>
      </h2>
      <div className="form-field">
        <label htmlFor={emailId}>
          <Trans>E-mail</Trans>
        </label>
        <input id={emailId} name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </div>
      <div className="form-field">
        <label htmlFor={passwordId}>
          <Trans>Password</Trans>
        </label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </div>
      <FormSubmit error={error} busy={busy}>
        <Trans>Sign in</Trans>
      </FormSubmit>
    </form>
  );
}
