import { describe, expect, it } from 'vitest';
import { restaurantFacetsSchema } from '#domain/contract/facets.ts';
import { callProvider } from './call-provider';
import { referenceRestaurants } from './region-restaurants';
import { providerEnv as env } from './seed-database';

function counts(lists: number[][]): Map<number, number> {
  const map = new Map<number, number>();
  for (const id of lists.flat()) map.set(id, (map.get(id) ?? 0) + 1);
  return map;
}
const asMap = (facet: { id: number; count: number }[]) => new Map(facet.map((item) => [item.id, item.count]));

describe('GET /:program/regions/:region/restaurants/query_params', () => {
  it('counts the region’s restaurants per cuisine, tag, district and landmark, with the price range', async () => {
    const rows = await referenceRestaurants(2);
    const response = await callProvider('/dine-asia/regions/2/restaurants/query_params?handle=china');
    expect(response.status).toBe(200);
    const facets = restaurantFacetsSchema.parse(await response.json());
    expect(asMap(facets.cuisines)).toEqual(counts(rows.map((row) => row.cuisines)));
    expect(asMap(facets.tags)).toEqual(counts(rows.map((row) => row.tags)));
    expect(asMap(facets.landmarks)).toEqual(counts(rows.map((row) => row.landmarks)));
    expect(asMap(facets.locations)).toEqual(counts(rows.map((row) => [row.district])));
    const prices = rows.map((row) => row.avgPrice);
    expect(facets.price).toEqual({ currency: 'HKD', min: Math.min(...prices), max: Math.max(...prices) });
    const ordered = facets.cuisines.map((item) => item.count);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
  });

  it('names every value in the diner’s language', async () => {
    const facets = restaurantFacetsSchema.parse(await (await callProvider('/dine-asia/regions/1/restaurants/query_params', { locale: 'zh' })).json());
    const expected = await env.DB.prepare("SELECT name FROM cuisine_texts WHERE cuisine_id = ? AND locale = 'zh'").bind(facets.cuisines[0]!.id).first<{ name: string }>();
    expect(facets.cuisines[0]!.name).toBe(expected!.name);
    expect(facets.locations.every((item) => /[\u4e00-\u9fff]/.test(item.name))).toBe(true);
  });

  it('answers 404 for a region outside the program and 400 for a bad handle', async () => {
    expect((await callProvider('/members-club/regions/5/restaurants/query_params')).status).toBe(404);
    expect((await callProvider('/dine-asia/regions/1/restaurants/query_params?handle=a%20b')).status).toBe(400);
    expect((await callProvider('/summer-2025/regions/1/restaurants/query_params')).status).toBe(410);
  });
});
