import type { PageContext } from '#edge/request-context.ts';
import { headersNamed, programAnswer, programAnswerWithHeaders } from '#edge/program-answers.ts';
import { providerForPage } from '#edge/provider-for-page.ts';
import { regionFacets } from '#edge/region-facets.ts';
import { AD_PLACEMENT_VERSION, adPlacementListSchema, type AdPlacement } from '#domain/contract/ad-placement.ts';
import { collectionListSchema, type CollectionListItem } from '#domain/contract/collection.ts';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import { regionGuideSchema, regionListSchema, type Region } from '#domain/contract/region.ts';
import { PAGING_HEADERS, restaurantListSchema, type RestaurantSummary } from '#domain/contract/restaurant.ts';

export interface RegionChoice {
  regions: Region[];
  region: Region | undefined;
}

export interface RestaurantPage {
  /** A program answer, the same for every diner who asks it (its rendered list may be kept with it), or theirs alone. */
  sameForEveryDiner: boolean;
  restaurants: RestaurantSummary[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/** The program's regions (narrowed by the diner's handle) and the one chosen in the URL, else the first. */
export async function loadRegions(page: PageContext): Promise<RegionChoice> {
  const program = page.program!;
  const regions = await programAnswer(page, regionListSchema, `/public/projects/${program.slug}/regions`, { handle: program.session.handle ?? undefined });
  const wanted = Number(page.url.searchParams.get('region_id'));
  return { regions, region: regions.find((candidate) => candidate.id === wanted) ?? regions[0] };
}

const PAGING = [PAGING_HEADERS.totalCount, PAGING_HEADERS.totalPages, PAGING_HEADERS.currentPage];

/**
 * One page of the region's restaurants for a validated filter query: the same for every diner of the program who asks
 * it (a shared page shows it as long), unless it is measured from where the diner stands (lat/lng), which is theirs.
 */
export async function loadRestaurants(page: PageContext, region: Region, query: Record<string, string>): Promise<RestaurantPage> {
  const path = `/${page.program!.slug}/regions/${region.id}/restaurants`;
  const sameForEveryDiner = query.lat === undefined && query.lng === undefined;
  const { data, headers } = sameForEveryDiner
    ? await programAnswerWithHeaders(page, restaurantListSchema, path, query, PAGING)
    : await providerForPage(page)
        .json(restaurantListSchema, path, { query })
        .then((answer) => ({ data: answer.data, headers: headersNamed(answer.headers, PAGING) }));
  return {
    sameForEveryDiner,
    restaurants: data,
    totalCount: Number(headers[PAGING_HEADERS.totalCount]) || 0,
    totalPages: Number(headers[PAGING_HEADERS.totalPages]) || 0,
    page: Number(headers[PAGING_HEADERS.currentPage]) || 1,
  };
}

/** The region's filter facets, for a page that renders Filters open; null when the provider failed. */
export async function loadFacets(page: PageContext, region: Region): Promise<RestaurantFacets | null> {
  return regionFacets({ ...page, program: page.program! }, region.id).catch(() => null);
}

// Collections, banners and the guide are extras: the page still works when one of them fails.
export async function loadRegionExtras(page: PageContext, region: Region): Promise<{ collections: CollectionListItem[]; ads: AdPlacement[]; guideLink: string | null }> {
  const program = page.program!.slug;
  const [collections, ads, guide] = await Promise.all([
    programAnswer(page, collectionListSchema, `/${program}/regions/${region.id}/collections`).catch(() => []),
    programAnswer(page, adPlacementListSchema, '/public/ads/program_placement', { project: program, region: region.id, version: AD_PLACEMENT_VERSION }).catch(() => []),
    programAnswer(page, regionGuideSchema, `/public/regions/${region.id}/guide`).then((guide) => guide.link, () => null),
  ]);
  return { collections, ads, guideLink: guide };
}
