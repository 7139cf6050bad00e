import { describe, expect, it } from 'vitest';
import { adPlacementListSchema } from '#domain/contract/ad-placement.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, tableCounts } from './seed-database';

const path = (query: string) => `/public/ads/program_placement?project=dine-asia&version=2&${query}`;

describe('GET /public/ads/program_placement', () => {
  it('answers the active banners of a program and region, ordered by position', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO ad_placements (id, program_slug, region_id, image_url, link_url, position, active_from, active_until) VALUES (900, 'dine-asia', 3, '/x.svg', '/collections/5', -1, '2020-01-01 00:00:00', '2021-01-01 00:00:00')"),
      env.DB.prepare("INSERT INTO ad_placements (id, program_slug, region_id, image_url, link_url, position, active_from, active_until) VALUES (901, 'dine-asia', 3, '/x.svg', 'https://partner.example/promo', -2, '2020-01-01 00:00:00', '2099-01-01 00:00:00')"),
      env.DB.prepare("INSERT INTO ad_placements (id, program_slug, region_id, image_url, link_url, position, active_from, active_until) VALUES (902, 'dine-asia', 3, '/x.svg', '/collections/5', -3, '2098-01-01 00:00:00', '2099-01-01 00:00:00')"),
    ]);
    const list = adPlacementListSchema.parse(await (await callProvider(path('region=3'))).json());
    expect(list[0]!.id).toBe(901);
    expect(list.map((ad) => ad.id)).not.toContain(900);
    expect(list.map((ad) => ad.id)).not.toContain(902);
    expect(list.map((ad) => ad.position)).toEqual(list.map((ad) => ad.position).sort((a, b) => a - b));
    expect(list.slice(1).every((ad) => ad.title.length > 0)).toBe(true);
  });

  it('narrows to a collection’s banners and answers titles in the diner’s language', async () => {
    const collection = await env.DB.prepare("SELECT collection_id AS id FROM ad_placements WHERE program_slug = 'dine-asia' AND collection_id IS NOT NULL LIMIT 1").first<{ id: number }>();
    const list = adPlacementListSchema.parse(await (await callProvider(path(`collection_id=${collection!.id}`), { locale: 'zh' })).json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((ad) => ad.link_url === `/collections/${collection!.id}`)).toBe(true);
    expect(list[0]!.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(['version=1', '', 'version=abc'])('refuses %s: only version 2 is answered', async (version) => {
    const before = await tableCounts();
    const response = await callProvider(`/public/ads/program_placement?project=dine-asia&region=1&${version}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This version of ad placements is not supported']);
    expect(await tableCounts()).toEqual(before);
  });

  it('checks the program, region and collection values', async () => {
    expect((await callProvider('/public/ads/program_placement?version=2')).status).toBe(400);
    expect((await callProvider(path('region=x'))).status).toBe(400);
    expect((await callProvider(path('collection_id=-1'))).status).toBe(400);
    expect((await callProvider('/public/ads/program_placement?project=nobody&version=2')).status).toBe(404);
    expect((await callProvider('/public/ads/program_placement?project=members-club&region=5&version=2')).status).toBe(404);
  });
});
