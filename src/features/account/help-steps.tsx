'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { TextField } from '#ui/text-field.tsx';
import { EMAIL_MAX_LENGTH } from '#domain/account-rules.ts';
import { signUpHelpSchema } from '#domain/contract/account.ts';
import { domainMessage, fieldErrors } from '#lib/i18n/field-errors.ts';
import { AccountPhoneFields } from './account-fields';
import { PrivacyConsent } from './privacy-consent';
import { nextStep, useLoginStore } from './store';
import { useSubmit } from '#lib/use-submit.ts';

// Spec §4 help flow for a diner who cannot get the code: profile, policy, call, done.

/** The help profile (spec §5 "Help form"): first and last name, a valid e-mail and the phone to call. */
export function HelpProfileStep({ draft, onDraft }: { draft: HelpDraft; onDraft: (patch: Partial<HelpDraft>) => void }) {
  const { t, i18n } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpHelpSchema.shape.sign_up_help.safeParse(helpRequest(draft, store));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, i18n));
    setErrors({});
    nextStep(store);
  }

  return (
    <form onSubmit={submit} noValidate data-testid="help-profile-form">
      <p>
        <Trans>Leave your details and our team will call you to finish setting up your account.</Trans>
      </p>
      <div className="form-row">
        <TextField name="first_name" label={t`First name`} value={draft.first_name} onChange={(v) => onDraft({ first_name: v })} error={errors.first_name} autoComplete="given-name" maxLength={100} />
        <TextField name="last_name" label={t`Last name`} value={draft.last_name} onChange={(v) => onDraft({ last_name: v })} error={errors.last_name} autoComplete="family-name" maxLength={100} />
      </div>
      <TextField name="email" type="email" inputMode="email" label={t`E-mail`} value={snap.email} onChange={(v) => (store.email = v)} error={errors.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <AccountPhoneFields error={errors.mobile ?? errors.country_code} />
      <button type="submit" className="button-primary dialog-submit">
        <Trans>Next</Trans>
      </button>
    </form>
  );
}

/** The help policy: the diner agrees that the team may use these details to contact them. */
export function HelpPolicyStep() {
  const { i18n } = useLingui();
  const store = useLoginStore();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) return setError(domainMessage(i18n, 'consentRequired'));
    nextStep(store);
  }
  return (
    <form onSubmit={submit} noValidate data-testid="help-policy-form">
      <p>
        <Trans>Our support team will use your name, e-mail and phone number only to help you with your account, as the privacy policy describes.</Trans>
      </p>
      <PrivacyConsent checked={agreed} onChange={setAgreed} error={error ?? undefined} />
      <button type="submit" className="button-primary dialog-submit">
        <Trans>Next</Trans>
      </button>
    </form>
  );
}

/** The help call: the diner confirms the number to call, and the request goes to the support team. */
export function HelpCallStep({ draft }: { draft: HelpDraft }) {
  const { t } = useLingui();
  const store = useLoginStore();
  const snap = useSnapshot(store);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const phone = `+${snap.countryCode} ${snap.mobile}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await store.api.signUpHelp(helpRequest(draft, store));
      if (!answer.ok) return setError(answer.message || t`We could not send your request. Please try again`);
      nextStep(store);
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="help-call-form">
      <p>
        <Trans>We will call you at {phone} within one business day.</Trans>
      </p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button-primary dialog-submit" disabled={busy}>
        <Trans>Request a call</Trans>
      </button>
    </form>
  );
}

/** Help's last step: the request is in. */
export function HelpDoneStep() {
  const { i18n } = useLingui();
  const store = useLoginStore();
  return (
    <div data-testid="help-done">
      <p role="status">{domainMessage(i18n, 'signUpHelpReceived')}</p>
      <button type="button" className="button-primary dialog-submit" onClick={() => nextStep(store)}>
        <Trans>Back to log in</Trans>
      </button>
    </div>
  );
}

export interface HelpDraft {
  first_name: string;
  last_name: string;
}

const helpRequest = (draft: HelpDraft, snap: { email: string; countryCode: string; mobile: string }) => ({
  first_name: draft.first_name,
  last_name: draft.last_name,
  email: snap.email.trim(),
  country_code: snap.countryCode,
  mobile: snap.mobile,
});
