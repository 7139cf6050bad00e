/** A point in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;

/**
 * Km per degree around a latitude (equirectangular projection): within MAX_WITHIN_KM it is off by far
 * less than the one decimal shown, and it needs no trigonometry in SQL.
 */
export function kmPerDegree(lat: number): { lat: number; lng: number } {
  // Clamped so a point at a pole still gives a (huge) finite box instead of a division by zero.
  return { lat: KM_PER_DEGREE_LAT, lng: Math.max(KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat * Math.PI) / 180), 1e-6) };
}

/** Distance in km, the same measure the restaurant search filters and sorts by. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const scale = kmPerDegree(from.lat);
  return Math.hypot((to.lat - from.lat) * scale.lat, (to.lng - from.lng) * scale.lng);
}
