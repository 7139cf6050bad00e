import { beforeAll, describe, expect, it } from 'vitest';
import { byRating, haversineKm, listAll, referenceRestaurants, type ReferenceRestaurant } from './region-restaurants';

// Shanghai: every filter is checked against the region's rows loaded with plain SQL and filtered in JS.
let rows: ReferenceRestaurant[];
beforeAll(async () => {
  rows = await referenceRestaurants(1);
});

async function expectIds(query: string, keep: (row: ReferenceRestaurant) => boolean) {
  const expected = rows.filter(keep).sort(byRating).map((row) => row.id);
  const { items, total } = await listAll(`/dine-asia/regions/1/restaurants?${query}`);
  expect(items.map((item) => item.id)).toEqual(expected);
  expect(total).toBe(expected.length);
  return items;
}

describe('restaurant filters', () => {
  it('cuisines_ids keeps restaurants with any of the cuisines', async () => {
    const [a, b] = [rows[0]!.cuisines[0]!, rows.find((row) => !row.cuisines.includes(rows[0]!.cuisines[0]!))!.cuisines[0]!];
    expect((await expectIds(`cuisines_ids=${a}`, (row) => row.cuisines.includes(a))).length).toBeGreaterThan(0);
    await expectIds(`cuisines_ids=${a},${b}`, (row) => row.cuisines.includes(a) || row.cuisines.includes(b));
  });

  it('tags_ids, landmarks_ids and location_ids (districts) filter the same way', async () => {
    const tag = rows[1]!.tags[0]!;
    const landmark = rows[2]!.landmarks[0]!;
    const districts = [rows[3]!.district, rows[4]!.district];
    expect((await expectIds(`tags_ids=${tag}`, (row) => row.tags.includes(tag))).length).toBeGreaterThan(0);
    expect((await expectIds(`landmarks_ids=${landmark}`, (row) => row.landmarks.includes(landmark))).length).toBeGreaterThan(0);
    expect((await expectIds(`location_ids=${districts.join(',')}`, (row) => districts.includes(row.district))).length).toBeGreaterThan(0);
  });

  it('start_price and end_price bound the average price, both inclusive', async () => {
    const prices = [...new Set(rows.map((row) => row.avgPrice))].sort((a, b) => a - b);
    const [low, high] = [prices[2]!, prices[prices.length - 3]!];
    const items = await expectIds(`start_price=${low}&end_price=${high}`, (row) => row.avgPrice >= low && row.avgPrice <= high);
    expect(items.some((item) => item.avg_price === low)).toBe(true);
    expect(items.some((item) => item.avg_price === high)).toBe(true);
    await expectIds(`start_price=${high}`, (row) => row.avgPrice >= high);
    await expectIds(`end_price=${low}`, (row) => row.avgPrice <= low);
  });

  it('within keeps restaurants up to that many km from lat/lng and tells each one’s distance', async () => {
    const origin = { lat: 31.2304, lng: 121.4737 };
    const within = 2.5;
    const { items } = await listAll(`/dine-asia/regions/1/restaurants?lat=${origin.lat}&lng=${origin.lng}&within=${within}`);
    const returned = new Set(items.map((item) => item.id));
    for (const row of rows) {
      const km = haversineKm(origin, row);
      // Formulas may disagree by metres; rows that close to the edge are not judged.
      if (km < within - 0.01) expect(returned.has(row.id)).toBe(true);
      if (km > within + 0.01) expect(returned.has(row.id)).toBe(false);
    }
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Math.abs(item.distance_km! - haversineKm(origin, item.location))).toBeLessThanOrEqual(0.06);
  });

  it('combines filters with AND', async () => {
    const cuisine = rows[0]!.cuisines[0]!;
    const median = rows.map((row) => row.avgPrice).sort((a, b) => a - b)[rows.length >> 1]!;
    await expectIds(`cuisines_ids=${cuisine}&end_price=${median}`, (row) => row.cuisines.includes(cuisine) && row.avgPrice <= median);
  });

  it('ids that name nothing in the region simply match nothing', async () => {
    await expectIds('cuisines_ids=999999', () => false);
    await expectIds('location_ids=501', () => false);
  });

  it('leaves distance out without a location', async () => {
    const { items } = await listAll('/dine-asia/regions/1/restaurants');
    expect(items.every((item) => item.distance_km === undefined)).toBe(true);
  });
});
