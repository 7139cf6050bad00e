'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { bookingDetailSchema } from '#domain/contract/booking-manage.ts';
import { noShowAppealCreateSchema, type NoShowAppeal as Appeal } from '#domain/contract/staff.ts';
import { callApi } from '#lib/api-client.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { FormSubmit } from '#ui/form-submit.tsx';
import { bookingApiPath } from './booking-api';

interface NoShowAppealProps {
  bookingId: number;
  code: string;
  lang: string;
  /** The booking's appeal, if its diner sent one. */
  appeal: Appeal | null;
  canAppeal: boolean;
}

function AppealStatus({ appeal }: { appeal: Appeal }) {
  switch (appeal.status) {
    case 'reviewing':
      return <Trans>The restaurant is reviewing your appeal.</Trans>;
    case 'approved':
      return <Trans>Your appeal was approved: the booking counts as kept.</Trans>;
    case 'rejected':
      return <Trans>Your appeal was rejected.</Trans>;
  }
}

/**
 * Spec §4 no-show appeal: a booking the restaurant marked as a no-show may be appealed once, with a reason; the
 * screen then shows where the appeal stands (reviewing, approved, rejected with the restaurant's reason).
 */
export function NoShowAppeal({ bookingId, code, lang, appeal: initial, canAppeal }: NoShowAppealProps) {
  const { t, i18n } = useLingui();
  const [appeal, setAppeal] = useState(initial);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const reasonId = useId();

  if (appeal) {
    return (
      <section className="manage-section" aria-labelledby="appeal-heading" data-testid="no-show-appeal" data-status={appeal.status}>
        <h2 id="appeal-heading">
          <Trans>No-show appeal</Trans>
        </h2>
        <p role="status">
          <AppealStatus appeal={appeal} />
        </p>
        <dl className="detail-list">
          <dt>
            <Trans>Your reason</Trans>
          </dt>
          <dd>{appeal.reason}</dd>
          {appeal.decision_reason ? (
            <>
              <dt>
                <Trans>The restaurant’s answer</Trans>
              </dt>
              <dd data-testid="appeal-decision-reason">{appeal.decision_reason}</dd>
            </>
          ) : null}
        </dl>
      </section>
    );
  }
  if (!canAppeal) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = noShowAppealCreateSchema.safeParse({ reason });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error, i18n))[0] ?? t`Please check your appeal.`);
    void run(async () => {
      const answer = await callApi(`${bookingApiPath(bookingId, code, '/no_show_appeal')}&lang=${encodeURIComponent(lang)}`, { method: 'POST', body: parsed.data, lang });
      const booking = answer.ok ? bookingDetailSchema.safeParse(answer.data) : null;
      if (booking?.success && booking.data.no_show_appeal) return setAppeal(booking.data.no_show_appeal);
      setError((!answer.ok && answer.message) || t`We could not send your appeal. Please try again.`);
    });
  }

  return (
    <form className="manage-section" onSubmit={submit} noValidate aria-labelledby="appeal-heading" data-testid="no-show-appeal-form">
      <h2 id="appeal-heading">
        <Trans>Appeal the no-show</Trans>
      </h2>
      <p>
        <Trans>The restaurant marked this booking as a no-show. If you came, or cancelled in time, tell us what happened.</Trans>
      </p>
      <div className="form-field">
        <label htmlFor={reasonId}>
          <Trans>What happened</Trans>
        </label>
        <textarea id={reasonId} name="reason" rows={4} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <FormSubmit error={error} busy={busy}>
        <Trans>Send appeal</Trans>
      </FormSubmit>
    </form>
  );
}
