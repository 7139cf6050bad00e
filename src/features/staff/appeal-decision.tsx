'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { appealDecisionSchema, type NoShowAppeal } from '#domain/contract/staff.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { staffApi } from './staff-api';
import { FormAlert } from '#ui/form-alert.tsx';

/** A diner's no-show appeal under review: its reason, and Approve or Reject (with the reason the diner reads). */
export function AppealDecision({ appeal, lang, onDecided }: { appeal: NoShowAppeal; lang: string; onDecided: () => void }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const reasonId = useId();

  function decide(decision: 'approve' | 'reject') {
    const parsed = appealDecisionSchema.safeParse({ decision, ...(reason.trim() ? { reason } : {}) });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error, i18n))[0] ?? t`Please check the decision.`);
    void run(async () => {
      const answer = await staffApi(lang).decide(appeal.id, decision, parsed.data.reason ?? '');
      if (answer.ok) return onDecided();
      setError(answer.message || t`The decision could not be saved. Please try again.`);
    });
  }

  return (
    <div className="staff-appeal" data-testid="staff-appeal">
      <p>
        <strong>
          <Trans>The diner appeals:</Trans>
        </strong>{' '}
        {appeal.reason}
      </p>
      <div className="form-field">
        <label htmlFor={reasonId}>
          <Trans>Your answer to the diner (needed to reject)</Trans>
        </label>
        <textarea id={reasonId} rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <FormAlert message={error} />
      <div className="step-actions">
        <button type="button" className="button-secondary" onClick={() => decide('reject')} disabled={busy}>
          <Trans>Reject appeal</Trans>
        </button>
        <button type="button" className="button-primary" onClick={() => decide('approve')} disabled={busy}>
          <Trans>Approve appeal</Trans>
        </button>
      </div>
    </div>
  );
}
