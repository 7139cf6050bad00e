import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '#domain/contract/restaurant-filters.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { byRating, listAll, referenceRestaurants, type ReferenceRestaurant } from './region-restaurants';
import { providerEnv as env, tableCounts } from './seed-database';

let rows: ReferenceRestaurant[];
beforeAll(async () => {
  rows = await referenceRestaurants(1);
});

// The diner's language, then en: a restaurant matches when every term is in one of those texts.
const matching = (q: string, locale: string) => {
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => [row.text[locale], row.text.en].some((text) => text !== undefined && terms.every((term) => text.includes(term))));
};
const search = (q: string, locale = 'en', extra = '') => listAll(`/dine-asia/regions/1/restaurants?q=${encodeURIComponent(q)}${extra}`, locale);
const sortedIds = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

describe('restaurant text search', () => {
  it('finds a restaurant by its English and by its Chinese name', async () => {
    const names = await env.DB.prepare("SELECT locale, name FROM restaurant_texts WHERE restaurant_id = 7 AND locale IN ('en', 'zh')").all<{ locale: string; name: string }>();
    for (const { locale, name } of names.results) {
      const { items } = await search(name, locale);
      expect(items[0]?.id).toBe(7);
    }
  });

  it.each([
    ['sushi', 'en'],
    ['Bund', 'en'],
    ['nanjing road', 'en'],
    ['寿司', 'zh'],
    ['外滩', 'zh'],
    ['新天地', 'zh'],
    ['豫园', 'zh'],
    ['sushi', 'zh'],
  ])('“%s” (%s) finds exactly the restaurants whose name, cuisine, district or landmark contain it', async (q, locale) => {
    const expected = matching(q, locale);
    expect(expected.length).toBeGreaterThan(0);
    const { items, total } = await search(q, locale);
    expect(sortedIds(items)).toEqual(sortedIds(expected));
    expect(total).toBe(expected.length);
  });

  it('ranks name matches first for relevance, and other orders still apply', async () => {
    const { items } = await search('sushi');
    const inName = items.map((item) => item.name.toLowerCase().includes('sushi'));
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.slice(inName.indexOf(false)).includes(true)).toBe(false);
    const byPrice = await search('sushi', 'en', '&order_by=price_desc');
    expect(byPrice.items.map((item) => item.avg_price)).toEqual(byPrice.items.map((item) => item.avg_price).sort((a, b) => b - a));
    const chineseByRating = await search('寿司', 'zh', '&order_by=rating');
    expect(chineseByRating.items.map((item) => item.id)).toEqual(matching('寿司', 'zh').sort(byRating).map((row) => row.id));
  });

  it.each(['"', '""', '*', 'sushi*', 'NEAR(', ')', 'a AND b', "sushi' OR 1=1 --", "'; DROP TABLE restaurants; --", '^', 'name:sushi', '-sushi', '%', '_'])(
    'treats %s as plain text: no error, nothing changed',
    async (q) => {
      const before = await tableCounts();
      const response = await callProvider(`/dine-asia/regions/1/restaurants?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      const ids = ((await response.json()) as { id: number }[]).map((item) => item.id);
      const expected = matching(q, 'en').sort(byRating).slice(0, 10).map((row) => row.id);
      expect(ids.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('refuses search text over the limit with a clear message', async () => {
    const response = await callProvider(`/dine-asia/regions/1/restaurants?q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages[0]).toBe(`Search text must be at most ${MAX_SEARCH_LENGTH} characters`);
  });

  it('keeps the index in step when a restaurant is renamed', async () => {
    await env.DB.prepare("UPDATE restaurant_texts SET name = 'Quokka Quarters' WHERE restaurant_id = 7 AND locale = 'en'").run();
    expect((await search('quokka')).items.map((item) => item.id)).toEqual([7]);
  });

  it('holds one row per restaurant text, each exactly what restaurant_search_source makes of it', async () => {
    const columns = 'restaurant_id, region_id, locale, name, cuisines, district, landmarks';
    const { results: index } = await env.DB.prepare(`SELECT rowid AS search_rowid, ${columns} FROM restaurant_search ORDER BY rowid`).all();
    const { results: source } = await env.DB.prepare(`SELECT search_rowid, ${columns} FROM restaurant_search_source ORDER BY search_rowid`).all();
    const texts = await env.DB.prepare('SELECT COUNT(*) AS n FROM restaurant_texts').first<{ n: number }>();
    expect(index).toHaveLength(texts!.n);
    expect(index).toEqual(source);
  });
});
