'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { TextField } from '#ui/text-field.tsx';
import { EMAIL_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '#domain/account-rules.ts';
import { memberCreateSchema } from '#domain/contract/account.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { PasswordField } from './password-field';
import { useLoginStore } from './store';
import { useShownErrors } from '#lib/use-shown-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';

/** The field a refused sign-up is about, by the provider's error code. */
const FIELD_OF_CODE: Record<string, string> = { nickname_taken: 'nickname', email_taken: 'email', invite_code_incorrect: 'invite_code' };

/**
 * Sign-up's profile step (spec §5): a valid e-mail, a unique username (a free one is suggested), a
 * password by the one new-password rule with its hints on focus, and the diner's region.
 */
export function SignUpProfileStep({ onSignedIn }: { onSignedIn: (message: string) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [inviteCode, setInviteCode] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { leave, markSubmitted, shown } = useShownErrors();
  const { busy, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const regionFieldId = useId();
  const regions = snap.options?.regions ?? [];
  const region = regionId ?? regions[0]?.id ?? null;

  useEffect(() => {
    let live = true;
    void store.api.nickname().then((answer) => {
      if (live && answer.ok) setNickname((typed) => typed || answer.data.nickname);
    });
    return () => {
      live = false;
    };
  }, [store]);

  // The shared contract is the form's rule: checked as the diner types, shown once a field is left.
  const parsed = memberCreateSchema.safeParse({
    mobile_token: snap.verifiedCode ?? '',
    country_code: snap.countryCode,
    mobile: snap.mobile,
    email: snap.email.trim(),
    nickname,
    password,
    region_id: region,
    ...(inviteCode.trim() ? { invite_code: inviteCode } : {}),
  });
  const errors = { ...shown(parsed.success ? {} : fieldErrors(parsed.error, i18n)), ...serverErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    setServerErrors({});
    if (!parsed.success) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void run(async () => {
      const answer = await store.api.signUp(parsed.data);
      if (!answer.ok) return setServerErrors({ [FIELD_OF_CODE[answer.code ?? ''] ?? 'form']: answer.message || t`We could not create your account. Please try again` });
      await onSignedIn(answer.data.message);
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate data-testid="signup-profile-form">
      <TextField name="email" type="email" inputMode="email" label={t`E-mail`} value={snap.email} onChange={(v) => (store.email = v)} onBlur={() => leave('email')} error={errors.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <TextField name="nickname" label={t`Username`} value={nickname} onChange={setNickname} onBlur={() => leave('nickname')} error={errors.nickname} autoComplete="username" maxLength={NICKNAME_MAX_LENGTH} />
      <PasswordField label={t`Password`} value={password} onChange={setPassword} onBlur={() => leave('password')} autoComplete="new-password" withHints error={errors.password} />
      <TextField
        name="invite_code"
        label={t`Invite code (optional)`}
        hint={t`A friend's code gives you both 10 points.`}
        value={inviteCode}
        onChange={(v) => setInviteCode(v.replace(/\s/g, '').slice(0, 16))}
        onBlur={() => leave('invite_code')}
        error={errors.invite_code}
        autoComplete="off"
        maxLength={16}
      />
      {regions.length > 1 ? (
        <div className="form-field">
          <label htmlFor={regionFieldId}>
            <Trans>Your region</Trans>
          </label>
          <select id={regionFieldId} name="region_id" value={region ?? ''} onChange={(e) => setRegionId(Number(e.target.value))}>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {errors.form || errors.mobile_token || errors.mobile || errors.region_id ? (
        <p role="alert" className="form-error" data-testid="signup-error">
          {errors.form ?? errors.mobile_token ?? errors.mobile ?? errors.region_id}
        </p>
      ) : null}
      <button type="submit" className="button-primary dialog-submit" disabled={busy}>
        <Trans>Create account</Trans>
      </button>
    </form>
  );
}
