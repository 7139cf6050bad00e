import { describe, expect, it } from 'vitest';
import { dealDetailSchema, dealListSchema } from '#domain/contract/deal.ts';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

async function dealIds(where: string): Promise<number[]> {
  const { results } = await env.DB.prepare(`SELECT d.id FROM deals d JOIN restaurants r ON r.id = d.restaurant_id WHERE ${where} ORDER BY d.position, d.id`).all<{ id: number }>();
  return results.map((row) => row.id);
}

describe('deals', () => {
  it('pages the program’s deals with paging headers, optionally in one region', async () => {
    const all = await dealIds("d.program_slug = 'dine-asia'");
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const response = await callProvider(`/dine-asia/deals?page=${page}&per_page=7`);
      expect(response.headers.get(PAGING_HEADERS.totalCount)).toBe(String(all.length));
      expect(response.headers.get(PAGING_HEADERS.totalPages)).toBe(String(Math.ceil(all.length / 7)));
      seen.push(...dealListSchema.parse(await response.json()).map((deal) => deal.id));
    }
    expect(seen).toEqual(all);
    const sg = dealListSchema.parse(await (await callProvider('/dine-asia/deals?region_id=3&per_page=50')).json());
    expect(sg.map((deal) => deal.id)).toEqual(await dealIds("d.program_slug = 'dine-asia' AND r.region_id = 3"));
  });

  it('hides deals that have ended', async () => {
    const [first] = await dealIds("d.program_slug = 'dine-asia'");
    await env.DB.prepare("UPDATE deals SET ends_on = '2025-02-01' WHERE id = ?").bind(first).run();
    const list = dealListSchema.parse(await (await callProvider('/dine-asia/deals?per_page=50')).json());
    expect(list.map((deal) => deal.id)).not.toContain(first);
  });

  it('answers a deal with its terms, price and restaurant', async () => {
    const priced = await env.DB.prepare("SELECT id, price, currency FROM deals WHERE program_slug = 'dine-asia' AND price IS NOT NULL LIMIT 1").first<{ id: number; price: number; currency: string }>();
    const deal = dealDetailSchema.parse(await (await callProvider(`/dine-asia/deals/${priced!.id}`)).json());
    expect(deal).toMatchObject({ id: priced!.id, price: priced!.price, currency: priced!.currency, starts_on: '2025-01-01', ends_on: '2030-12-31' });
    expect(deal.terms.length).toBeGreaterThan(0);
    expect(deal.restaurant.currency).toBe(priced!.currency);
    expect(deal.restaurant_name).toBe(deal.restaurant.name);
    const zh = dealDetailSchema.parse(await (await callProvider(`/dine-asia/deals/${priced!.id}`, { locale: 'zh' })).json());
    expect(zh.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for another program’s deal and 400 for bad paging', async () => {
    const [other] = await dealIds("d.program_slug = 'members-club'");
    const response = await callProvider(`/dine-asia/deals/${other}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).full_messages).toEqual(['This deal does not exist']);
    expect((await callProvider('/dine-asia/deals?page=0')).status).toBe(400);
    expect((await callProvider('/dine-asia/deals?per_page=-1')).status).toBe(400);
    expect((await callProvider('/dine-asia/deals?region_id=abc')).status).toBe(400);
    expect((await callProvider('/mobile-perks/deals?region_id=1')).status).toBe(404);
  });
});
