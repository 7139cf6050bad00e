import type { PageContext } from '../../../server/edge/request-context';
import { createProviderClient } from '../../../server/edge/provider-client';
import { ProviderError } from '../../../server/edge/provider-error';
import { dealDetailSchema, dealListSchema, type DealDetail, type DealSummary } from '../../domain/contract/deal';
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
    const { data, headers } = await createProviderClient(page.env, { locale: page.locale }).json(dealListSchema, `/${page.program!.slug}/deals`, {
      query: { region_id: regionId, page: pageNumber.success ? pageNumber.data : 1, per_page: 12 },
    });
    return { deals: data, page: Number(headers.get(PAGING_HEADERS.currentPage)) || 1, totalPages: Number(headers.get(PAGING_HEADERS.totalPages)) || 1 };
  } catch (error) {
    console.error('deals unavailable', error);
    return null;
  }
}

export type DealLoad = { kind: 'found'; deal: DealDetail } | { kind: 'not_found' } | { kind: 'unavailable' };

export async function loadDeal(page: PageContext, id: string): Promise<DealLoad> {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return { kind: 'not_found' };
  try {
    const { data } = await createProviderClient(page.env, { locale: page.locale }).json(dealDetailSchema, `/${page.program!.slug}/deals/${id}`);
    return { kind: 'found', deal: data };
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return { kind: 'not_found' };
    console.error('deal unavailable', id, error);
    return { kind: 'unavailable' };
  }
}
