'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { GuestDetails } from '#domain/booking-steps.ts';
import { groupRequestCreateSchema, type GroupRequest } from '#domain/contract/booking-manage.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { createGroupRequest } from './api';
import { ContactFields, type ContactValues } from './contact-fields';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { TextField } from '#ui/text-field.tsx';
import { FormAlert } from '#ui/form-alert.tsx';

interface GroupRequestFormProps {
  restaurantId: number;
  program: string;
  lang: string;
  date: string;
  time: string | null;
  guest: GuestDetails;
  countryCodes: readonly CountryCode[];
  termsHtml: string;
  privacyPolicyUrl: string | null;
  onSent: (request: GroupRequest) => void;
}

/** A party too large for the slots (spec §5): guest count in digits and a remark, with the same contact fields. */
export function GroupRequestForm({ restaurantId, program, lang, date, time, guest, countryCodes, termsHtml, privacyPolicyUrl, onSent }: GroupRequestFormProps) {
  const { t, i18n } = useLingui();
  const [contact, setContact] = useState<ContactValues>({
    first_name: guest.first_name, last_name: guest.last_name, email: guest.email, country_code: guest.country_code, mobile: guest.mobile, consent: false,
  });
  const [guestCount, setGuestCount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const body = { program, date, time, guest_count: guestCount, remark, ...contact };
    const parsed = groupRequestCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, i18n));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.group-form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    const answer = await createGroupRequest(restaurantId, body, lang);
    inFlight.current = false;
    setSending(false);
    if (answer.kind === 'sent') onSent(answer.request);
    else setFailure(answer.message ?? t`We could not reach the restaurant. Please check your connection and try again.`);
  }

  return (
    <form className="group-form" noValidate onSubmit={submit}>
      <TextField
        name="guest_count"
        inputMode="numeric"
        label={t`Number of guests`}
        hint={t`Digits only`}
        value={guestCount}
        onChange={setGuestCount}
        error={errors.guest_count}
        maxLength={4}
      />
      <TextField name="remark" multiline label={t`Tell the restaurant about your group`} value={remark} onChange={setRemark} error={errors.remark} maxLength={1000} />
      <ContactFields values={contact} onChange={(patch) => setContact({ ...contact, ...patch })} errors={errors} countryCodes={countryCodes} termsHtml={termsHtml} privacyPolicyUrl={privacyPolicyUrl} />
      {errors[''] ? <p className="form-error">{errors['']}</p> : null}
      <FormAlert message={failure} />
      <div className="step-actions">
        <button type="submit" className="button-primary" disabled={sending} aria-busy={sending}>
          <Trans>Send group request</Trans>
        </button>
      </div>
    </form>
  );
}
