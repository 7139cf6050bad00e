'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { GuestDetails } from '#domain/booking-steps.ts';
import { bookingCreateSchema, MAX_SPECIAL_REQUESTS_LENGTH } from '#domain/contract/booking.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { ContactFields } from './contact-fields';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { TextField } from '#ui/text-field.tsx';

interface GuestStepProps {
  guest: GuestDetails;
  onEdit: (guest: GuestDetails) => void;
  /** The whole create request for these details, to validate with the server's own schema. */
  requestFor: (guest: GuestDetails) => Record<string, unknown>;
  onDone: (guest: GuestDetails) => void;
  countryCodes: readonly CountryCode[];
  termsHtml: string;
  privacyPolicyUrl: string | null;
}

/** Step 4 (spec §5): who is coming and how to reach them; checked with bookingCreateSchema before review. */
export function GuestStep({ guest, onEdit, requestFor, onDone, countryCodes, termsHtml, privacyPolicyUrl }: GuestStepProps) {
  const { t, i18n } = useLingui();
  const someoneElseId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (patch: Partial<GuestDetails>) => onEdit({ ...guest, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = bookingCreateSchema.safeParse(requestFor(guest));
    if (parsed.success) {
      setErrors({});
      onDone(guest);
      return;
    }
    const found = fieldErrors(parsed.error, i18n);
    setErrors(found);
    // Focus the first field with an error, so keyboard and screen reader users land on it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.guest-form [aria-invalid="true"]')?.focus());
  }

  return (
    <form className="guest-form" noValidate onSubmit={submit}>
      <ContactFields values={guest} onChange={edit} errors={errors} countryCodes={countryCodes} termsHtml={termsHtml} privacyPolicyUrl={privacyPolicyUrl} />
      <TextField
        name="special_requests"
        multiline
        label={t`Special requests (optional)`}
        hint={t`Up to ${MAX_SPECIAL_REQUESTS_LENGTH} characters`}
        value={guest.special_requests}
        onChange={(v) => edit({ special_requests: v })}
        error={errors.special_requests}
        maxLength={MAX_SPECIAL_REQUESTS_LENGTH}
      />
      <div className="form-check">
        <input id={someoneElseId} type="checkbox" checked={guest.for_someone_else} onChange={(e) => edit({ for_someone_else: e.target.checked })} />
        <label htmlFor={someoneElseId}>
          <Trans>I am booking for someone else (enter the guest’s details above)</Trans>
        </label>
      </div>
      {errors[''] ? <p className="form-error">{errors['']}</p> : null}
      <div className="step-actions">
        <button type="submit" className="button-primary">
          <Trans>Review booking</Trans>
        </button>
      </div>
    </form>
  );
}
