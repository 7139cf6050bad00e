import { describe, expect, it } from 'vitest';
import { collectionListSchema, collectionSchema } from '#domain/contract/collection.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

describe('collections', () => {
  it('answers a collection with its restaurants in the collection’s order', async () => {
    const members = await env.DB.prepare('SELECT restaurant_id FROM collection_restaurants WHERE collection_id = 1 ORDER BY position').all<{ restaurant_id: number }>();
    const response = await callProvider('/dine-asia/collections/1');
    expect(response.status).toBe(200);
    const collection = collectionSchema.parse(await response.json());
    expect(collection.restaurants.map((r) => r.id)).toEqual(members.results.map((m) => m.restaurant_id));
    expect(collection.title.length).toBeGreaterThan(0);
    const zh = collectionSchema.parse(await (await callProvider('/dine-asia/collections/1', { locale: 'zh' })).json());
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('lists a region’s collections without restaurants', async () => {
    const expected = await env.DB.prepare("SELECT id FROM collections WHERE program_slug = 'dine-asia' AND region_id = 3 ORDER BY position, id").all<{ id: number }>();
    const list = collectionListSchema.parse(await (await callProvider('/dine-asia/regions/3/collections')).json());
    expect(list.map((c) => c.id)).toEqual(expected.results.map((c) => c.id));
    expect(list.every((c) => !('restaurants' in c))).toBe(true);
  });

  it('answers 404 for another program’s collection, unknown ids and regions outside the program', async () => {
    const other = await env.DB.prepare("SELECT id FROM collections WHERE program_slug = 'members-club' LIMIT 1").first<{ id: number }>();
    const response = await callProvider(`/dine-asia/collections/${other!.id}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This collection does not exist']);
    expect((await callProvider('/dine-asia/collections/99999')).status).toBe(404);
    expect((await callProvider('/members-club/regions/5/collections')).status).toBe(404);
    expect((await callProvider('/dine-asia/collections/x')).status).toBe(400);
  });
});
