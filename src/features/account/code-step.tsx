'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { VERIFICATION_CODE_LENGTH } from '#domain/constants.ts';
import { codeVerifySchema } from '#domain/contract/account.ts';
import { secondsLeft } from '#domain/login-dialog.ts';
import { domainMessage } from '#lib/i18n/field-errors.ts';
import { GetHelpLink } from './get-help-link';
import { sendCode, type SendFailure } from './send-code';
import { nextStep, useLoginStore } from './store';
import { useSubmit } from '#lib/use-submit.ts';

/**
 * The 4-digit code (spec §5) with its 180 s countdown; a new code, or a call, once it ends. A wrong code
 * is shown and cleared (spec §8). When the countdown ends or a send fails, 'Get help' appears.
 */
export function CodeStep() {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<SendFailure | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useSubmit();
  const id = useId();
  const left = snap.code ? secondsLeft(snap.code.expiresAt, now) : 0;
  const byEmail = snap.method === 'email' && snap.code?.purpose !== 'sign_up';
  const destination = byEmail ? snap.email.trim() : `+${snap.countryCode} ${snap.mobile}`;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left > 0]);

  const verify = (token: string) =>
    run(async () => {
      const parsed = codeVerifySchema.safeParse({ id: store.code?.id ?? '', token });
      const answer = parsed.success ? await store.api.verifyCode(parsed.data.id, parsed.data.token) : null;
      if (answer?.ok) {
        store.verifiedCode = token;
        nextStep(store);
        return;
      }
      setError(answer?.message || domainMessage(i18n, 'codeInvalid'));
      setCode('');
      input.current?.focus();
    });

  const resend = (tokenSender: 'sms' | 'voice') =>
    run(async () => {
      const purpose = store.code?.purpose ?? 'sign_up';
      const to = byEmail ? ({ kind: 'email', email: store.email.trim() } as const) : ({ kind: 'phone', country_code: store.countryCode, mobile: store.mobile, token_sender: tokenSender } as const);
      setSendFailure(await sendCode(store, to, purpose, t`We could not send the code. Please try again`));
      setNow(Date.now());
      setError(null);
    });

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
    setCode(digits);
    if (digits.length === VERIFICATION_CODE_LENGTH) void verify(digits);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) return setError(domainMessage(i18n, 'codeInvalid'));
    void verify(code);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="code-form">
      <p>
        <Trans>We sent a 4-digit code to {destination}.</Trans>
      </p>
      <div className="form-field">
        <label htmlFor={id}>
          <Trans>Verification code</Trans>
        </label>
        <input
          ref={input}
          id={id}
          name="mobile_token"
          className="code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="form-error" data-testid="code-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button-primary dialog-submit" disabled={busy}>
        <Trans>Verify</Trans>
      </button>
      {sendFailure ? (
        <p role="alert" className="form-error">
          {sendFailure.message}
        </p>
      ) : null}
      {left > 0 ? (
        <p className="muted" aria-live="off" data-testid="code-countdown">
          <Trans>You can ask for a new code in {left} s.</Trans>
        </p>
      ) : (
        <div className="dialog-links">
            <button type="button" className="link-button" disabled={busy} onClick={() => resend('sms')}>
              <Trans>Send a new code</Trans>
            </button>
            {byEmail ? null : (
              <button type="button" className="link-button" disabled={busy} onClick={() => resend('voice')}>
                <Trans>Call me with the code</Trans>
              </button>
            )}
        </div>
      )}
      {left === 0 || sendFailure?.canGetHelp ? <GetHelpLink /> : null}
    </form>
  );
}
