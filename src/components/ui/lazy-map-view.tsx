'use client';
import { Suspense } from 'react';
import { ChunkBoundary, useLazyChunk } from './chunk-boundary';
import { LoadingStatus } from './loading-status';
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
            <LoadingStatus className="map-canvas" />
          </div>
        }
      >
        <MapView {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
