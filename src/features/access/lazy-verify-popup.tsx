'use client';
import { Suspense } from 'react';
import { ChunkBoundary, useLazyChunk } from '../../components/ui/chunk-boundary';
import { LoadingStatus } from '../../components/ui/loading-status';
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
