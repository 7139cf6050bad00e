'use client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

export interface MapMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** Short label on the marker: rating and price, already formatted for the diner's locale. */
  label: string;
  href: string;
}

interface MapViewProps {
  markers: MapMarker[];
  /** Tile URL template from configuration; without one the markers stand on a plain background. */
  tileUrl: string | null;
  attribution: string | null;
}

/** The list as a map. Leaflet is fetched only when this view is opened. */
export function MapView({ markers, tileUrl, attribution }: MapViewProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    (async () => {
      const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      const L = leaflet.default ?? leaflet;
      if (disposed || !container.current) return;
      const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: Boolean(attribution) });
      if (tileUrl) L.tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: 19 }).addTo(map);
      const bounds = L.latLngBounds([]);
      for (const marker of markers) {
        const icon = L.divIcon({ className: 'map-marker', html: markerHtml(marker), iconSize: undefined });
        L.marker([marker.lat, marker.lng], { icon, title: marker.name, keyboard: false }).addTo(map);
        bounds.extend([marker.lat, marker.lng]);
      }
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
      cleanup = () => map.remove();
    })().catch(() => setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [markers, tileUrl, attribution]);

  return (
    <div className="map-view">
      <div ref={container} className="map-canvas" role="region" aria-label={t`Map of restaurants`} />
      {failed ? (
        <p role="alert" className="form-error">
          {t`The map could not be loaded. The list view still works.`}
        </p>
      ) : null}
    </div>
  );
}

function markerHtml(marker: MapMarker): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<a class="map-marker-link" href="${escape(marker.href)}" aria-label="${escape(marker.name)}">${escape(marker.label)}</a>`;
}
