'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { emailTokenSendSchema, mobileTokenSendSchema } from '#domain/contract/account.ts';
import { domainMessage, fieldErrors } from '#lib/i18n/field-errors.ts';
import { AccountFields } from './account-fields';
import { GetHelpLink } from './get-help-link';
import { PrivacyConsent } from './privacy-consent';
import { sendCode, type SendFailure } from './send-code';
import { nextStep, useLoginStore } from './store';
import { useSubmit } from '#lib/use-submit.ts';

/**
 * The first step of forgot (phone or e-mail) and sign-up (phone, privacy checkbox required; spec §5
 * "Sign-up phone step"): sends the 4-digit code and moves on to the code step.
 */
export function SendCodeStep({ purpose }: { purpose: 'reset' | 'sign_up' }) {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const signUp = purpose === 'sign_up';
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const method = signUp ? 'phone' : store.method;
      const parsed =
        method === 'email'
          ? emailTokenSendSchema.safeParse({ email: store.email.trim(), purpose })
          : mobileTokenSendSchema.safeParse({ country_code: store.countryCode, mobile: store.mobile, token_sender: 'sms', purpose });
      if (!parsed.success) return setFailure({ message: Object.values(fieldErrors(parsed.error, i18n))[0] ?? '', canGetHelp: false });
      if (signUp && !agreed) return setConsentError(domainMessage(i18n, 'consentRequired'));
      setConsentError(null);
      const outcome = await sendCode(store, method === 'email' ? { kind: 'email', email: store.email.trim() } : { kind: 'phone', country_code: store.countryCode, mobile: store.mobile, token_sender: 'sms' }, purpose, t`We could not send the code. Please try again`);
      if (outcome) return setFailure(outcome);
      setFailure(null);
      nextStep(store);
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid={signUp ? 'signup-mobile-form' : 'forgot-mobile-form'}>
      <p>{signUp ? <Trans>Enter your mobile number. We will send you a 4-digit code to confirm it.</Trans> : <Trans>Enter the phone number or e-mail address of your account. We will send you a 4-digit code.</Trans>}</p>
      <AccountFields methods={signUp ? ['phone'] : ['phone', 'email']} error={failure && !failure.canGetHelp ? failure.message : undefined} />
      {signUp ? <PrivacyConsent checked={agreed} onChange={setAgreed} error={consentError ?? undefined} /> : null}
      {failure?.canGetHelp ? (
        <p role="alert" className="form-error">
          {failure.message}
        </p>
      ) : null}
      <button type="submit" className="button-primary dialog-submit" disabled={busy}>
        <Trans>Send code</Trans>
      </button>
      {failure?.canGetHelp ? <GetHelpLink /> : null}
    </form>
  );
}
