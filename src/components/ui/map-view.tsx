'use client';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { withLoadTimeout } from '#lib/asset-load.ts';
import { MapCard } from './map-card';
import { clusterPoints } from './map-clusters';
import { clusterHtml, markerHtml } from './map-marker-html';
import type { MapMarker } from './map-marker';

export interface MapViewProps {
  markers: MapMarker[];
  /** Tile URL template from configuration; without one the markers stand on a plain background. */
  tileUrl: string | null;
  attribution: string | null;
}

// Markers whose centres are closer than a pill's size on screen would overlap: they show as one numbered badge.
const MARKER_SPAN = { width: 124, height: 34 };
const MAX_ZOOM = 18;

/** The list as a map. Leaflet is fetched only when this view is opened. */
export function MapView({ markers, tileUrl, attribution }: MapViewProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Each Retry loads Leaflet again (a flaky network, a webview offline for a moment).
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<{ markers: MapMarker[]; from: number } | null>(null);
  const clusterName = (count: number) => t({ message: plural(count, { one: '# restaurant here. Show it', other: '# restaurants here. Show them' }) });
  // The map is drawn once per set of markers; its badges read their names in the diner's current language.
  const names = useRef(clusterName);
  names.current = clusterName;

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    (async () => {
      const [leaflet] = await withLoadTimeout(() => Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]));
      const L = leaflet.default ?? leaflet;
      if (disposed || !container.current) return;
      const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: Boolean(attribution), maxZoom: MAX_ZOOM });
      if (tileUrl) L.tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: MAX_ZOOM }).addTo(map);
      const layer = L.layerGroup().addTo(map);
      // After a badge zooms in, focus goes on to where its first restaurant now stands.
      let focusAfterZoom: number | null = null;

      const draw = () => {
        layer.clearLayers();
        const groups = clusterPoints(markers.map((marker) => map.latLngToLayerPoint([marker.lat, marker.lng])), MARKER_SPAN);
        for (const group of groups) {
          const members = group.map((index) => markers[index]!);
          const first = members[0]!;
          const html = members.length === 1 ? markerHtml(first) : clusterHtml(members, names.current(members.length));
          const icon = L.divIcon({ className: 'map-marker', html, iconSize: undefined });
          const at = L.latLngBounds(members.map((member) => [member.lat, member.lng] as [number, number]));
          L.marker(at.getCenter(), { icon, keyboard: false })
            .on('click', () => {
              // One restaurant, or several a closer look cannot separate (the same spot, or the deepest zoom): the card.
              const sameSpot = at.getNorthEast().equals(at.getSouthWest());
              if (members.length === 1 || sameSpot || map.getBoundsZoom(at, false, L.point(48, 48)) <= map.getZoom()) return setOpened({ markers: members, from: first.id });
              setOpened(null);
              focusAfterZoom = first.id;
              map.fitBounds(at, { padding: [48, 48], maxZoom: MAX_ZOOM });
            })
            .addTo(layer);
        }
        if (focusAfterZoom !== null) {
          buttonFor(container.current, focusAfterZoom)?.focus();
          focusAfterZoom = null;
        }
      };

      const bounds = L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng] as [number, number]));
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
      else map.setView([0, 0], 2);
      map.on('zoomend', draw);
      draw();
      container.current.dataset.map = 'ready';
      cleanup = () => map.remove();
    })().catch(() => setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [markers, tileUrl, attribution, attempt]);

  function closeCard() {
    const from = opened?.from;
    setOpened(null);
    if (from !== undefined) buttonFor(container.current, from)?.focus();
  }

  return (
    <div className="map-view">
      <div ref={container} className="map-canvas" role="region" aria-label={t`Map of restaurants`} />
      {opened ? <MapCard markers={opened.markers} onClose={closeCard} /> : null}
      {failed ? (
        <div role="alert" className="form-error map-load-error" data-testid="asset-load-error">
          <p>{t`The map could not be loaded. The list view still works.`}</p>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setFailed(false);
              setAttempt(attempt + 1);
            }}
          >
            {t`Retry`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The marker or badge that holds a restaurant. */
function buttonFor(map: HTMLElement | null, id: number): HTMLButtonElement | null {
  return map?.querySelector<HTMLButtonElement>(`[data-ids~="${id}"]`) ?? null;
}
