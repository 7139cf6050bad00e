import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#edge/env.ts';
import { edgeApi } from '#edge/index.ts';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import { callEdge } from './support/call-edge';

const facetsOf = (region: number | string, query: string) => callEdge(`/api/regions/${region}/facets?${query}`);
const regionsOf = async (program: string) =>
  (await env.DB.prepare('SELECT region_id FROM program_regions WHERE program_slug = ? ORDER BY region_id').bind(program).all<{ region_id: number }>()).results.map((row) => row.region_id);

describe('GET /api/regions/:regionId/facets', () => {
  it("answers the region's facets with counts and price range, in the diner's language, kept privately for a minute", async () => {
    const [region] = await regionsOf('dine-asia');
    const response = await facetsOf(region!, 'program=dine-asia&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=60');
    const facets = await response.json<RestaurantFacets>();
    expect(facets.cuisines.length).toBeGreaterThan(0);
    for (const option of [...facets.cuisines, ...facets.locations, ...facets.landmarks, ...facets.tags]) expect(option.count).toBeGreaterThan(0);
    expect(facets.price.max).toBeGreaterThanOrEqual(facets.price.min);
    expect(facets.price.currency).toMatch(/^[A-Z]{3}$/);
  });

  it('answers what the home page renders for the same region (one rule: the provider facets call)', async () => {
    const regions = await regionsOf('dine-asia');
    const names = new Set<string>();
    for (const region of regions) {
      const facets = await (await facetsOf(region, 'program=dine-asia&lang=en')).json<RestaurantFacets>();
      for (const option of facets.landmarks) names.add(option.name);
    }
    // Shanghai's landmarks, as the filter layout e2e test finds them on home.
    expect([...names].some((name) => name.includes('Nanjing Road'))).toBe(true);
  });

  it('refuses a malformed region or program with a localized message, before asking anyone', async () => {
    let calls = 0;
    const counting: AppEnv = {
      ...(env as unknown as AppEnv),
      PROVIDER: { fetch: () => (calls++, Promise.reject(new Error('must not be called'))) } as never,
    };
    const ask = (path: string) => edgeApi.fetch(new Request(`https://app.test${path}`), counting);
    for (const path of [
      '/api/regions/0/facets?program=dine-asia&lang=ja',
      '/api/regions/abc/facets?program=dine-asia&lang=ja',
      '/api/regions/1/facets?program=Not%20A%20Slug&lang=ja',
      '/api/regions/1/facets?lang=ja',
    ]) {
      const response = await ask(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { errors: string[] }).errors[0], path).toBe('送信された情報の一部が正しくありません');
    }
    expect(calls).toBe(0);
  });

  it('answers 404 for an unknown program, and for a region outside the program', async () => {
    const unknown = await facetsOf(1, 'program=no-such-program&lang=en');
    expect(unknown.status).toBe(404);
    expect((await unknown.json<{ errors: string[] }>()).errors[0]).toBe('This program is expired or invalid');
    const outside = await facetsOf(999_999, 'program=dine-asia&lang=en');
    expect(outside.status).toBe(404);
  });
});
