import type { PageContext } from '#edge/request-context.ts';
import { providerForPage } from '#edge/provider-for-page.ts';
import { dealListSchema, type DealSummary } from '#domain/contract/deal.ts';
import { pageField } from '#domain/contract/restaurant-filters.ts';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';

export interface DealPage {
  deals: DealSummary[];
  page: number;
  totalPages: number;
}

/** A page of the program's deals, in the region chosen in the URL when there is one. */
export async function loadDeals(page: PageContext): Promise<DealPage | null> {
  const query = page.url.searchParams;
  const pageNumber = pageField.safeParse(query.get('page') ?? undefined);
  const regionId = /^[1-9][0-9]{0,8}$/.test(query.get('region_id') ?? '') ? query.get('region_id')! : undefined;
  try {
    const { data, headers } = await providerForPage(page).json(dealListSchema, `/${page.program!.slug}/deals`, {
      query: { region_id: regionId, page: pageNumber.success ? pageNumber.data : 1, per_page: 12 },
    });
    return { deals: data, page: Number(headers.get(PAGING_HEADERS.currentPage)) || 1, totalPages: Number(headers.get(PAGING_HEADERS.totalPages)) || 1 };
  } catch (error) {
    console.error('deals unavailable', error);
    return null;
  }
}
