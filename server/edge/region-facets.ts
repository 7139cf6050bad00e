import { restaurantFacetsSchema, type RestaurantFacets } from '#domain/contract/facets.ts';
import { programAnswer } from './program-answers';
import type { PageCaller } from './provider-for-page';

type ProgramCaller = PageCaller & { program: NonNullable<PageCaller['program']> };

/**
 * What home's filters offer in a region, asked with the diner's program-session handle (spec §7): one rule for the
 * page that renders them open and for GET /api/regions/:id/facets, which brings them when a diner opens Filters.
 */
export function regionFacets(page: ProgramCaller, regionId: number): Promise<RestaurantFacets> {
  const program = page.program;
  return programAnswer(page, restaurantFacetsSchema, `/${program.slug}/regions/${regionId}/restaurants/query_params`, {
    handle: program.session?.handle ?? undefined,
  });
}
