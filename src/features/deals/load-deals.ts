import type { PageContext } from '../../../server/edge/request-context';
import { providerForPage } from '../../../server/edge/provider-for-page';
import { dealListSchema, type DealSummary } from '../../domain/contract/deal';
import { pageField } from '../../domain/contract/restaurant-filters';
import { PAGING_HEADERS } from '../../domain/contract/restaurant';

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
