'use client';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { LazyMapView } from '#ui/lazy-map-view.tsx';
import type { MapMarker } from '#ui/map-marker.ts';

/** The restaurant on a map, loaded only when the diner asks for it. */
export function LocationMap({ marker, tileUrl, attribution }: { marker: MapMarker; tileUrl: string | null; attribution: string | null }) {
  const [open, setOpen] = useState(false);
  if (open) return <LazyMapView markers={[marker]} tileUrl={tileUrl} attribution={attribution} />;
  return (
    <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
      <Trans>Show on map</Trans>
    </button>
  );
}
