import type { RestaurantFacets } from '#domain/contract/facets.ts';

/** A region's filter facets through the edge API (GET /api/regions/:id/facets); null when they could not be loaded. */
export async function fetchRegionFacets(p: { regionId: number; program: string; lang: string }): Promise<RestaurantFacets | null> {
  const query = new URLSearchParams({ program: p.program, lang: p.lang });
  try {
    const response = await fetch(`/api/regions/${p.regionId}/facets?${query.toString()}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as RestaurantFacets) : null;
  } catch {
    return null;
  }
}
