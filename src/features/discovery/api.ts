import type { RestaurantFacets } from '#domain/contract/facets.ts';
import { callApi } from '#lib/api-client.ts';

/** A region's filter facets through the edge API (GET /api/regions/:id/facets); null when they could not be loaded. */
export async function fetchRegionFacets(p: { regionId: number; program: string; lang: string }): Promise<RestaurantFacets | null> {
  const query = new URLSearchParams({ program: p.program, lang: p.lang });
  const answer = await callApi<RestaurantFacets>(`/api/regions/${p.regionId}/facets?${query.toString()}`, { lang: p.lang });
  return answer.ok ? (answer.data ?? null) : null;
}
