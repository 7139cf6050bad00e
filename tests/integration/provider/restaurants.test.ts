import { describe, expect, it } from 'vitest';
import { MAX_RESTAURANTS_PER_PAGE, RESTAURANTS_PER_PAGE } from '#domain/constants.ts';
import { PAGING_HEADERS, restaurantListSchema } from '#domain/contract/restaurant.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, tableCounts } from './seed-database';

async function regionCount(region: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM restaurants WHERE region_id = ?').bind(region).first<{ n: number }>();
  return row?.n ?? 0;
}

function paging(response: Response) {
  return {
    totalPages: Number(response.headers.get(PAGING_HEADERS.totalPages)),
    currentPage: Number(response.headers.get(PAGING_HEADERS.currentPage)),
    perPage: Number(response.headers.get(PAGING_HEADERS.perPage)),
    totalCount: Number(response.headers.get(PAGING_HEADERS.totalCount)),
  };
}

describe('GET /:program/regions/:region/restaurants', () => {
  it('answers the first page, best rated first, with paging headers that match the data', async () => {
    const response = await callProvider('/dine-asia/regions/3/restaurants');
    expect(response.status).toBe(200);
    const list = restaurantListSchema.parse(await response.json());
    const total = await regionCount(3);
    expect(list).toHaveLength(RESTAURANTS_PER_PAGE);
    expect(paging(response)).toEqual({ totalPages: Math.ceil(total / RESTAURANTS_PER_PAGE), currentPage: 1, perPage: RESTAURANTS_PER_PAGE, totalCount: total });
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.ratings_avg > b.ratings_avg || (a.ratings_avg === b.ratings_avg && a.id < b.id)).toBe(true);
    }
    const first = list[0]!;
    expect(first).toMatchObject({ currency: 'SGD', time_zone: 'Asia/Singapore' });
    expect(first.cuisines.length).toBeGreaterThan(0);
    expect(first.landmarks.length).toBeGreaterThan(0);
    expect(first.cover).toBe(`/api/images/restaurant/${first.id}/cover.svg`);
    expect(Number.isInteger(first.avg_price)).toBe(true);
    expect(first.ratings_avg).toBeGreaterThanOrEqual(3);
  });

  it('walks every page without gaps or repeats, ending with an empty page past the last', async () => {
    const total = await regionCount(1);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / MAX_RESTAURANTS_PER_PAGE); page++) {
      const response = await callProvider(`/dine-asia/regions/1/restaurants?page=${page}&per_page=${MAX_RESTAURANTS_PER_PAGE}`);
      expect(paging(response).currentPage).toBe(page);
      seen.push(...restaurantListSchema.parse(await response.json()).map((r) => r.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const beyond = await callProvider('/dine-asia/regions/1/restaurants?page=999&per_page=10');
    expect(beyond.status).toBe(200);
    expect(await beyond.json()).toEqual([]);
    expect(paging(beyond)).toEqual({ totalPages: Math.ceil(total / 10), currentPage: 999, perPage: 10, totalCount: total });
  });

  it('names restaurants, cuisines and districts in the diner’s locale, falling back to en', async () => {
    const en = restaurantListSchema.parse(await (await callProvider('/dine-asia/regions/1/restaurants?per_page=5')).json());
    const zh = restaurantListSchema.parse(await (await callProvider('/dine-asia/regions/1/restaurants?per_page=5', { locale: 'zh' })).json());
    const fr = restaurantListSchema.parse(await (await callProvider('/dine-asia/regions/1/restaurants?per_page=5', { locale: 'fr' })).json());
    expect(zh.map((r) => r.id)).toEqual(en.map((r) => r.id));
    expect(zh[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh[0]!.name).not.toBe(en[0]!.name);
    expect(zh[0]!.cuisines[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh[0]!.address).toContain('上海');
    expect(fr.map((r) => r.name)).toEqual(en.map((r) => r.name));
    expect(fr[0]!.district.name).toBe(en[0]!.district.name);
  });

  it('answers 404 for a region of another program and for unknown programs or regions', async () => {
    // Kuala Lumpur (5) belongs to dine-asia but not to members-club.
    const other = await callProvider('/members-club/regions/5/restaurants');
    expect(other.status).toBe(404);
    expect(((await other.json()) as ErrorBody).code).toBe('region_not_in_program');
    expect((await callProvider('/dine-asia/regions/999/restaurants')).status).toBe(404);
    expect((await callProvider('/nobody/regions/1/restaurants')).status).toBe(404);
    expect((await callProvider('/summer-2025/regions/1/restaurants')).status).toBe(410);
  });

  it.each([
    ['page=0', 'pageInvalid'],
    ['page=-1', 'pageInvalid'],
    ['page=abc', 'pageInvalid'],
    ['page=1.5', 'pageInvalid'],
    ['page=1e3', 'pageInvalid'],
    ['page=99999999999999999999', 'pageInvalid'],
    ['per_page=0', 'perPageInvalid'],
    ['per_page=-5', 'perPageInvalid'],
    ['per_page=ten', 'perPageInvalid'],
    [`per_page=${MAX_RESTAURANTS_PER_PAGE + 1}`, 'perPageInvalid'],
    ['per_page=1000000000', 'perPageInvalid'],
  ])('answers 400 for %s, with a clear message, and writes nothing', async (query, kind) => {
    const before = await tableCounts();
    const response = await callProvider(`/dine-asia/regions/1/restaurants?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('invalid_request');
    expect(body.full_messages[0]).toBe(
      kind === 'pageInvalid' ? 'Page must be a whole number of 1 or more' : `Results per page must be a whole number from 1 to ${MAX_RESTAURANTS_PER_PAGE}`,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('words the validation message in the diner’s language', async () => {
    const en = (await (await callProvider('/dine-asia/regions/1/restaurants?per_page=99')).json()) as ErrorBody;
    const zh = (await (await callProvider('/dine-asia/regions/1/restaurants?per_page=99', { locale: 'zh' })).json()) as ErrorBody;
    expect(zh.full_messages[0]).not.toBe(en.full_messages[0]);
    expect(zh.full_messages[0]).toContain(String(MAX_RESTAURANTS_PER_PAGE));
  });

  it.each(['abc', '0', '-1', '1.5', '12345678901'])('answers 400 for region %s', async (region) => {
    expect((await callProvider(`/dine-asia/regions/${region}/restaurants`)).status).toBe(400);
  });

  it('answers 400 for a malformed or oversized program slug', async () => {
    expect((await callProvider('/DINE/regions/1/restaurants')).status).toBe(400);
    expect((await callProvider(`/${'a'.repeat(200)}/regions/1/restaurants`)).status).toBe(400);
  });
});
