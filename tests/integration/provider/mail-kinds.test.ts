import { describe, expect, it } from 'vitest';
import { providerEnv } from './seed-database';

const db = providerEnv.DB;
const outboxSql = async () => (await db.prepare("SELECT sql FROM sqlite_master WHERE tbl_name = 'outbox' AND sql IS NOT NULL ORDER BY type DESC, name").all<{ sql: string }>()).results.map((r) => r.sql);

describe('mail kinds (migration 0034)', () => {
  it('holds the kinds the outbox takes as rows of mail_kinds', async () => {
    const { results } = await db.prepare('SELECT kind FROM mail_kinds ORDER BY kind').all<{ kind: string }>();
    expect(results.map((r) => r.kind)).toEqual(['bill_paid', 'booking_cancelled', 'booking_confirmed', 'booking_no_show', 'booking_updated', 'payment_hold_failed']);
  });

  it('keeps the outbox as it was but for its kind: the unique sequence per booking and the index of unsent rows', async () => {
    const [table, index] = await outboxSql();
    expect(table).toContain('kind TEXT NOT NULL REFERENCES mail_kinds (kind)');
    expect(table).toContain('UNIQUE (booking_id, sequence)');
    expect(table).not.toContain("kind IN (");
    expect(index).toBe("CREATE INDEX outbox_unsent ON outbox (status, created_at) WHERE status IN ('pending', 'sending')");
  });

  it('refuses an outbox row of a kind that is not a row, and takes it once the kind is one row more', async () => {
    const booking = await db.prepare('SELECT id FROM bookings ORDER BY id LIMIT 1').first<{ id: number }>();
    expect(booking).not.toBeNull();
    const insert = db.prepare("INSERT INTO outbox (booking_id, kind, sequence) VALUES (?1, 'test_kind', (SELECT COALESCE(MAX(sequence), 0) + 1 FROM outbox WHERE booking_id = ?1)) RETURNING id").bind(booking!.id);
    await expect(insert.run()).rejects.toThrow(/FOREIGN KEY/);
    await db.prepare("INSERT INTO mail_kinds (kind) VALUES ('test_kind')").run();
    const row = await insert.first<{ id: number }>();
    expect(row?.id).toBeGreaterThan(0);
    await db.batch([db.prepare('DELETE FROM outbox WHERE id = ?1').bind(row!.id), db.prepare("DELETE FROM mail_kinds WHERE kind = 'test_kind'")]);
  });
});
