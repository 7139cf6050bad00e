import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_METHODS } from '#domain/contract/program-config.ts';
import { demoSeedStatements, demoTables } from '#provider/seed/index.ts';
import type { Row } from '#provider/seed/sql-insert.ts';
import { providerEnv as env, SEED_TODAY, seedDatabase, tableCounts } from './seed-database';

async function scalar(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

describe('demo data generator', () => {
  it('produces the same statements on every run, all of them INSERT OR IGNORE but the loyalty rules’ update', () => {
    const first = demoSeedStatements('2026-01-01');
    expect(demoSeedStatements('2026-01-01')).toEqual(first);
    expect(first.some((sql) => sql.includes("'2026-03-01'"))).toBe(true);
    expect(first.filter((sql) => !sql.startsWith('INSERT OR IGNORE INTO '))).toEqual([expect.stringMatching(/^UPDATE loyalty_rules SET .*\sWHERE id = 1 AND booking_points = 0 AND points_expire_days IS NULL;$/s)]);
  });

  it('reads every seeded row back as written, each column of it', async () => {
    // D1 stores a boolean as 0/1; everything else reads back as the seed wrote it.
    const asStored = (row: Row, columns: string[]) => JSON.stringify(columns.map((column) => (typeof row[column] === 'boolean' ? Number(row[column]) : row[column])));
    const lost: string[] = [];
    for (const [table, rows] of demoTables(SEED_TODAY)) {
      const byColumns = new Map<string, Row[]>();
      for (const row of rows) {
        const key = Object.keys(row).sort().join(',');
        byColumns.set(key, byColumns.get(key) ?? []).get(key)!.push(row);
      }
      for (const [key, written] of byColumns) {
        const columns = key.split(',');
        const { results } = await env.DB.prepare(`SELECT ${columns.join(', ')} FROM ${table}`).all<Row>();
        const stored = new Set(results.map((row) => asStored(row, columns)));
        lost.push(...written.filter((row) => !stored.has(asStored(row, columns))).map((row) => `${table}: ${JSON.stringify(row)}`));
      }
    }
    expect(lost).toEqual([]);
  });

  it('seeding again changes no row counts and keeps rows that were edited since', async () => {
    await env.DB.prepare("UPDATE restaurants SET phone = '+65 0000 0000' WHERE id = 1").run();
    const before = await tableCounts();
    await seedDatabase();
    expect(await tableCounts()).toEqual(before);
    expect(await scalar("SELECT COUNT(*) AS n FROM restaurants WHERE id = 1 AND phone = '+65 0000 0000'")).toBe(1);
  });

  it('sets the demo loyalty rules (50 points a completed booking, expiring after 365 days) and keeps an operator’s change', async () => {
    const rules = () => env.DB.prepare('SELECT booking_points, points_expire_days FROM loyalty_rules').all();
    expect((await rules()).results).toEqual([{ booking_points: 50, points_expire_days: 365 }]);
    // No call edits the rules yet: an operator's change is written directly.
    await env.DB.prepare('UPDATE loyalty_rules SET booking_points = 70, points_expire_days = NULL').run();
    await seedDatabase();
    expect((await rules()).results).toEqual([{ booking_points: 70, points_expire_days: null }]);
    await env.DB.prepare('UPDATE loyalty_rules SET booking_points = 50, points_expire_days = 365').run();
  });

  it('holds enough varied data for a realistic demo', async () => {
    expect(await scalar('SELECT COUNT(*) AS n FROM restaurants')).toBeGreaterThanOrEqual(300);
    expect(await scalar('SELECT COUNT(*) AS n FROM regions')).toBeGreaterThanOrEqual(4);
    expect(await scalar("SELECT COUNT(*) AS n FROM programs WHERE slug NOT LIKE 'ops-%'")).toBe(9);
    expect(await scalar("SELECT COUNT(*) AS n FROM programs WHERE status = 'expired'")).toBe(1);
    const methods = await env.DB.prepare("SELECT DISTINCT COALESCE(partner_login, authentication_method) AS m FROM programs WHERE status = 'active' AND slug NOT LIKE 'ops-%'").all<{ m: string }>();
    expect(new Set(methods.results.map((r) => r.m))).toEqual(new Set(AUTHENTICATION_METHODS));
    expect(await scalar('SELECT COUNT(*) AS n FROM countries')).toBeGreaterThanOrEqual(30);
    expect(await scalar('SELECT COUNT(DISTINCT name) AS n FROM restaurant_texts WHERE locale = \'en\'')).toBeGreaterThanOrEqual(300);
    // Every restaurant has en and zh texts, at least one cuisine and one landmark, and ratings within 3.0–5.0.
    expect(await scalar("SELECT COUNT(*) AS n FROM restaurants r WHERE NOT EXISTS (SELECT 1 FROM restaurant_texts t WHERE t.restaurant_id = r.id AND t.locale = 'zh')")).toBe(0);
    expect(await scalar('SELECT COUNT(*) AS n FROM restaurants r WHERE NOT EXISTS (SELECT 1 FROM restaurant_cuisines c WHERE c.restaurant_id = r.id)')).toBe(0);
    expect(await scalar('SELECT COUNT(*) AS n FROM restaurants r WHERE NOT EXISTS (SELECT 1 FROM restaurant_landmarks l WHERE l.restaurant_id = r.id)')).toBe(0);
    expect(await scalar('SELECT COUNT(*) AS n FROM restaurants WHERE ratings_avg NOT BETWEEN 30 AND 50')).toBe(0);
    expect(await scalar('SELECT COUNT(*) AS n FROM restaurant_texts WHERE name GLOB \'*[0-9]*\'')).toBe(0);
    for (const table of ['deals', 'collections', 'collection_restaurants', 'ad_placements', 'menu_items', 'restaurant_tags']) {
      expect(await scalar(`SELECT COUNT(*) AS n FROM ${table}`)).toBeGreaterThan(0);
    }
  });

  it('keeps every text table’s en row, so fallbacks always find one', async () => {
    const pairs = [
      ['restaurants', 'restaurant_texts', 'restaurant_id'],
      ['regions', 'region_texts', 'region_id'],
      ['deals', 'deal_texts', 'deal_id'],
      ['collections', 'collection_texts', 'collection_id'],
      ['menu_items', 'menu_item_texts', 'menu_item_id'],
    ] as const;
    for (const [table, texts, key] of pairs) {
      expect(await scalar(`SELECT COUNT(*) AS n FROM ${table} x WHERE NOT EXISTS (SELECT 1 FROM ${texts} t WHERE t.${key} = x.id AND t.locale = 'en')`)).toBe(0);
    }
  });
});
