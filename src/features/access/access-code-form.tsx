'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '#ui/text-field.tsx';
import { FormSubmit } from '#ui/form-submit.tsx';
import { accessCodeProblem } from '#domain/access-code-input.ts';
import { useShownErrors } from '#lib/use-shown-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { requestAccess } from './api';

interface AccessCodeFormProps {
  program: string;
  lang: string;
  /** Spec §5: digits of exactly this length, when the program sets one. */
  length: number | null;
  authHref: string;
  onVerified: () => void;
  /** On /auth itself the link to it is left out. */
  hideHelpLink?: boolean;
}

/** The access code or password of a program like Restaurant Week (spec §2 /auth, §7 members/authenticate). */
export function AccessCodeForm({ program, lang, length, authHref, onVerified, hideHelpLink = false }: AccessCodeFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useShownErrors();
  const { busy, run } = useSubmit();
  const problem = accessCodeProblem(code, length);
  const ruleErrors: Record<string, string> =
    problem === 'digits' ? { code: t`Please enter the ${length}-digit code` } : problem === 'invalid' ? { code: t`Please enter your access code or password` } : {};
  const shown = errors.shown(ruleErrors);

  function submit(event: FormEvent) {
    event.preventDefault();
    errors.markSubmitted();
    if (problem) return;
    void run(async () => {
      const answer = await requestAccess({ program, method: 'access_code', code: code.trim() }, lang);
      if (answer.ok) return onVerified();
      setRefusal(answer.message || t`We could not check the code. Please try again.`);
    });
  }

  return (
    <form className="verify-form" noValidate onSubmit={submit}>
      <TextField
        name="access_code"
        label={length === null ? t`Access code or password` : t`Access code`}
        value={code}
        onChange={(value) => {
          setCode(length === null ? value : value.replace(/\D/g, '').slice(0, length));
          setRefusal(null);
        }}
        onBlur={() => errors.leave('code')}
        error={shown.code}
        inputMode={length === null ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={length ?? 64}
      />
      <FormSubmit error={refusal} busy={busy} className="button-primary panel-action">
        {busy ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
      </FormSubmit>
      {hideHelpLink ? null : (
        <p className="restaurant-card-meta">
          <a href={authHref}>
            <Trans>How to get an access code</Trans>
          </a>
        </p>
      )}
    </form>
  );
}
