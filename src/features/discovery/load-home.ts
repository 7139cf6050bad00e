import type { PageContext } from '../../../server/edge/request-context';
import { createProviderClient } from '../../../server/edge/provider-client';
import { regionGuideSchema, regionListSchema, type Region } from '../../domain/contract/region';
import { PAGING_HEADERS, restaurantListSchema, type RestaurantSummary } from '../../domain/contract/restaurant';
import { RESTAURANTS_PER_PAGE } from '../../domain/constants';

export interface HomeData {
  regions: Region[];
  region: Region | undefined;
  restaurants: RestaurantSummary[];
  totalCount: number;
  guideLink: string | null;
}

/** Loads the program's regions and the first page of the chosen region's restaurants. */
export async function loadHome(page: PageContext): Promise<HomeData> {
  const program = page.program!;
  const provider = createProviderClient(page.env, { locale: page.locale });
  const { data: regions } = await provider.json(regionListSchema, `/public/projects/${program.slug}/regions`, {
    query: { handle: program.session.handle ?? undefined },
  });
  const wanted = Number(page.url.searchParams.get('region_id'));
  const region = regions.find((candidate) => candidate.id === wanted) ?? regions[0];
  if (!region) return { regions, region, restaurants: [], totalCount: 0, guideLink: null };
  const [list, guide] = await Promise.all([
    provider.json(restaurantListSchema, `/${program.slug}/regions/${region.id}/restaurants`, {
      query: { page: 1, per_page: RESTAURANTS_PER_PAGE },
    }),
    // The guide is a nicety: the list still shows when it cannot be had.
    provider.json(regionGuideSchema, `/public/regions/${region.id}/guide`).catch(() => null),
  ]);
  const totalCount = Number(list.headers.get(PAGING_HEADERS.totalCount)) || list.data.length;
  return { regions, region, restaurants: list.data, totalCount, guideLink: guide?.data.link ?? null };
}
