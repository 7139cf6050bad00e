'use client';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { ChunkBoundary, useLazyChunk } from '../../components/ui/chunk-boundary';
import type { VerifyPopupProps } from './verify-popup';

/** The Verify popup, whose forms load only when a diner of a gated program needs them. */
export function LazyVerifyPopup(props: VerifyPopupProps) {
  const { LazyComponent, tries, retry } = useLazyChunk(() => import('./verify-popup'));
  return (
    <ChunkBoundary tries={tries} onRetry={retry}>
      <Suspense
        fallback={
          <p role="status" className="panel-loading">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <LazyComponent {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
