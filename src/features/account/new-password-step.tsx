'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { resetPasswordSchema } from '#domain/contract/account.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { PasswordField } from './password-field';
import { accountOf, nextStep, useLoginStore } from './store';
import { useSubmit } from '#lib/use-submit.ts';

/** Forgot's password step (spec §5 "Reset password"): the two entries match and have at least 6 characters. */
export function NewPasswordStep() {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const parsed = resetPasswordSchema.safeParse({ account: accountOf(store), token: store.verifiedCode ?? '', password, password_confirmation: confirmation });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error, i18n));
      const answer = await store.api.resetPassword(parsed.data);
      if (!answer.ok) return setErrors({ form: answer.message || t`We could not reset your password. Please try again` });
      store.notice = answer.data.message;
      nextStep(store);
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="new-password-form">
      <PasswordField label={t`New password`} value={password} onChange={setPassword} autoComplete="new-password" withHints error={errors.password} />
      <PasswordField label={t`Repeat the new password`} name="password_confirmation" value={confirmation} onChange={setConfirmation} autoComplete="new-password" error={errors.password_confirmation} />
      {errors.form || errors.token || errors.account ? (
        <p role="alert" className="form-error">
          {errors.form ?? errors.token ?? errors.account}
        </p>
      ) : null}
      <button type="submit" className="button-primary dialog-submit" disabled={busy}>
        <Trans>Reset password</Trans>
      </button>
    </form>
  );
}

/** Forgot's success step: the new password works from now on; back to login. */
export function ResetSuccessStep() {
  const store = useLoginStore();
  return (
    <div data-testid="reset-success">
      <p>
        <Trans>Your password has been reset. Log in with your new password.</Trans>
      </p>
      <button type="button" className="button-primary dialog-submit" onClick={() => nextStep(store)}>
        <Trans>Back to log in</Trans>
      </button>
    </div>
  );
}
