'use client';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { FormAlert } from '#ui/form-alert.tsx';

interface DealStepProps {
  deals: readonly { id: number; name: string }[];
  chosen: number | null;
  /** Resolves to an error message when the deal cannot be booked at the chosen time, else null. */
  onChoose: (dealId: number | null) => Promise<string | null>;
}

/** Step 3: no deal, or one of the restaurant's deals in this program. */
export function DealStep({ deals, chosen, onChoose }: DealStepProps) {
  const [busy, setBusy] = useState<number | 'none' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function choose(dealId: number | null) {
    setBusy(dealId ?? 'none');
    setError(await onChoose(dealId));
    setBusy(null);
  }
  const options = [{ id: null, name: null }, ...deals] as const;
  return (
    <>
      <ul className="choice-list" role="list">
        {options.map((deal) => (
          <li key={deal.id ?? 'none'}>
            <button type="button" className="choice" aria-pressed={chosen === deal.id} disabled={busy !== null} onClick={() => void choose(deal.id)}>
              {deal.name ?? <Trans>No deal, just a table</Trans>}
            </button>
          </li>
        ))}
      </ul>
      <FormAlert message={error} />
    </>
  );
}
