import { beforeAll, describe, expect, it } from 'vitest';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';
import { callProvider } from './call-provider';
import { byRating, haversineKm, listAll, referenceRestaurants, type ReferenceRestaurant } from './region-restaurants';

let rows: ReferenceRestaurant[];
beforeAll(async () => {
  rows = await referenceRestaurants(3);
});

const origin = { lat: 1.2834, lng: 103.8607 };
const sorted = (compare: (a: ReferenceRestaurant, b: ReferenceRestaurant) => number) => [...rows].sort(compare).map((row) => row.id);

describe('restaurant sort orders (Singapore, every page)', () => {
  it.each([
    ['relevance', byRating],
    ['rating', byRating],
    ['popular', (a: ReferenceRestaurant, b: ReferenceRestaurant) => b.reviewCount - a.reviewCount || a.id - b.id],
    ['price_asc', (a: ReferenceRestaurant, b: ReferenceRestaurant) => a.avgPrice - b.avgPrice || a.id - b.id],
    ['price_desc', (a: ReferenceRestaurant, b: ReferenceRestaurant) => b.avgPrice - a.avgPrice || a.id - b.id],
  ])('order_by=%s', async (order, compare) => {
    const { items, total } = await listAll(`/dine-asia/regions/3/restaurants?order_by=${order}`);
    expect(items.map((item) => item.id)).toEqual(sorted(compare));
    expect(total).toBe(rows.length);
  });

  it('order_by=nearest sorts by distance from lat/lng', async () => {
    const { items } = await listAll(`/dine-asia/regions/3/restaurants?order_by=nearest&lat=${origin.lat}&lng=${origin.lng}`);
    expect(items).toHaveLength(rows.length);
    const distances = items.map((item) => haversineKm(origin, item.location));
    // Different formulas may swap two restaurants a few metres apart in distance, never more.
    for (let i = 1; i < distances.length; i++) expect(distances[i]!).toBeGreaterThan(distances[i - 1]! - 0.01);
    expect(items.map((item) => item.distance_km)).toEqual([...items.map((item) => item.distance_km!)].sort((a, b) => a - b));
  });

  it('a location alone keeps the default order (spec §3): sorting by distance is what Near me asks for, with order_by=nearest', async () => {
    const { items } = await listAll(`/dine-asia/regions/3/restaurants?lat=${origin.lat}&lng=${origin.lng}`);
    expect(items.map((item) => item.id)).toEqual(sorted(byRating));
    expect(items.every((item) => typeof item.distance_km === 'number')).toBe(true);
  });

  it('keeps the order stable across pages of any size', async () => {
    const expected = sorted((a, b) => a.avgPrice - b.avgPrice || a.id - b.id).slice(14, 21);
    const response = await callProvider('/dine-asia/regions/3/restaurants?order_by=price_asc&page=3&per_page=7');
    expect(((await response.json()) as { id: number }[]).map((item) => item.id)).toEqual(expected);
    expect(response.headers.get(PAGING_HEADERS.totalPages)).toBe(String(Math.ceil(rows.length / 7)));
    expect(response.headers.get(PAGING_HEADERS.currentPage)).toBe('3');
  });
});
