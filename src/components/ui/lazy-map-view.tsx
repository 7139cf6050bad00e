'use client';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { ChunkBoundary, useLazyChunk } from './chunk-boundary';
import type { MapViewProps } from './map-view';

/**
 * The map view, its code fetched only where a map is shown (the map view of the list, a profile's map once
 * opened) rather than with every page that could show one. Server-rendered, it hydrates once its chunk is in;
 * a chunk that fails or hangs (spec §8, §9) shows a message with Retry.
 */
export function LazyMapView(props: MapViewProps) {
  const { LazyComponent: MapView, tries, retry } = useLazyChunk(() => import('./map-view').then((module) => ({ default: module.MapView })));
  return (
    <ChunkBoundary tries={tries} onRetry={retry}>
      <Suspense
        fallback={
          <div className="map-view">
            <p role="status" className="map-canvas">
              <Trans>Loading…</Trans>
            </p>
          </div>
        }
      >
        <MapView {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
