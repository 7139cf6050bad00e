import type { MapMarker } from './map-marker';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pill on the map for one restaurant: its rating and price, with the restaurant's name for screen readers. */
export function markerHtml(marker: MapMarker): string {
  const label = marker.price ? `★ ${marker.rating} · ${marker.price}` : `★ ${marker.rating}`;
  return `<button type="button" class="map-marker-button" data-ids="${marker.id}"><span class="visually-hidden map-marker-name">${escape(marker.name)}</span> ${escape(label)}</button>`;
}

/** The round badge for restaurants too close together to tell apart at this zoom: how many, and what it does. */
export function clusterHtml(markers: readonly MapMarker[], name: string): string {
  const ids = markers.map((marker) => marker.id).join(' ');
  return `<button type="button" class="map-cluster-button" data-ids="${ids}" data-count="${markers.length}" aria-label="${escape(name)}">${markers.length}</button>`;
}
