'use client';
import { Trans } from '@lingui/react/macro';

/** "Loading…" where a part of the page is on its way (a Suspense fallback), announced politely. */
export function LoadingStatus({ className }: { className: string }) {
  return (
    <p role="status" className={className}>
      <Trans>Loading…</Trans>
    </p>
  );
}
