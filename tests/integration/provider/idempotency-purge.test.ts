import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import { runCron } from './mail-fixtures';
import { providerEnv as env } from './seed-database';

const R = 2;

async function bookedId(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return bookingCreatedSchema.parse(await response.json()).booking.id;
}

describe('the idempotency-key purge (cron)', () => {
  it('deletes keys older than 24 h and keeps newer ones, which still replay the first booking', async () => {
    const date = await localDateIn(R, 3);
    const time = uniqueTime();
    await addSlot({ restaurant: R, date, time, capacity: 10 });
    const body = bookingBody({ date, time, party_size: 1 });
    const keys = { expired: newKey(), recent: newKey(), fresh: newKey() };
    const first = {
      expired: await bookedId(await createBooking(R, body, keys.expired)),
      recent: await bookedId(await createBooking(R, body, keys.recent)),
      fresh: await bookedId(await createBooking(R, body, keys.fresh)),
    };
    // A key's age is a state no call can reach: its created_at is moved into the past directly.
    const age = (key: string, hours: number) =>
      env.DB.prepare("UPDATE idempotency_keys SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2) WHERE key = ?1").bind(key, `-${hours} hours`).run();
    await age(keys.expired, 25);
    await age(keys.recent, 23);

    await runCron();

    for (const kept of ['recent', 'fresh'] as const) {
      const replay = await createBooking(R, body, keys[kept]);
      expect(replay.headers.get('Idempotent-Replayed'), kept).toBe('true');
      expect(await bookedId(replay)).toBe(first[kept]);
    }
    // The purged key no longer holds the first answer: the same request now makes a new booking.
    const after = await createBooking(R, body, keys.expired);
    expect(after.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await bookedId(after)).not.toBe(first.expired);
  });
});
