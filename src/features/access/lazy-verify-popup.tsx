'use client';
import { Suspense } from 'react';
import { ChunkBoundary, useLazyChunk } from '#ui/chunk-boundary.tsx';
import { LoadingStatus } from '#ui/loading-status.tsx';
import type { VerifyPopupProps } from './verify-popup';

/** The Verify popup, whose forms load only when a diner of a gated program needs them. */
export function LazyVerifyPopup(props: VerifyPopupProps) {
  const { LazyComponent, tries, retry } = useLazyChunk(() => import('./verify-popup'), 'verify');
  return (
    <ChunkBoundary tries={tries} onRetry={retry}>
      <Suspense fallback={<LoadingStatus className="panel-loading" />}>
        <LazyComponent {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
