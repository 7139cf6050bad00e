'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { callApi } from '#lib/api-client.ts';
import { useSubmit } from '#lib/use-submit.ts';

/** Spec §2 claim: the member claims an offer for its points; the page then shows the new voucher. */
export function ClaimButton({ program, offerId, lang }: { program: string; offerId: number; lang: string }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const claim = () =>
    run(async () => {
      const answer = await callApi(`/api/vouchers/claim?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: { program, offer_id: offerId }, lang });
      if (answer.ok) return window.location.reload();
      // Spec §8: 'Claim failed, please try again' when the answer says nothing more.
      setError(answer.message || t`Claim failed, please try again`);
    });
  return (
    <>
      <button type="button" className="button-primary" onClick={() => void claim()} disabled={busy} aria-busy={busy}>
        <Trans>Claim</Trans>
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
