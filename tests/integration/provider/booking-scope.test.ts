import { describe, expect, it } from 'vitest';
import { dinerHeadersFor } from './access-fixtures';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { domainMessages } from '#domain/messages.ts';
import { translate } from '#provider/platform/i18n.ts';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, slotSeats, uniqueTime } from './booking-fixtures';
import { type ErrorBody } from './call-provider';
import { modify, storedBooking } from './manage-fixtures';
import { providerEnv as env } from './seed-database';

const db = env.DB;

/** The rows a create writes: a refused create must leave them all as they were. */
async function writes(slot: number, key: string) {
  const [bookings, outbox, keys] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM bookings'),
    db.prepare('SELECT COUNT(*) AS n FROM outbox'),
    db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?').bind(key),
  ]);
  const n = (r: typeof bookings) => (r!.results[0] as { n: number }).n;
  return { bookings: n(bookings), outbox: n(outbox), keys: n(keys), seats: await slotSeats(slot) };
}

/** The first seeded deal of a live program that matches `where`. */
async function dealOf(where: string, ...values: unknown[]) {
  return (await db
    .prepare(`SELECT d.id, d.program_slug AS program, d.restaurant_id AS restaurant FROM deals d JOIN programs p ON p.slug = d.program_slug
              WHERE p.status = 'active' AND (p.ends_on IS NULL OR p.ends_on >= date('now')) AND ${where} ORDER BY d.id LIMIT 1`)
    .bind(...values)
    .first<{ id: number; program: string; restaurant: number }>())!;
}

describe('what a program may book', () => {
  it('refuses a restaurant outside the program’s regions with a localized 404 and writes nothing', async () => {
    // restaurant-week covers Hong Kong and Singapore; restaurant 2 is in Shanghai.
    const date = await localDateIn(2, 3);
    const time = uniqueTime();
    const slot = await addSlot({ restaurant: 2, date, time, capacity: 6 });
    const key = newKey();
    const before = await writes(slot, key);
    // The diner has access to restaurant-week (an access code): only the restaurant is outside it.
    const response = await createBooking(2, bookingBody({ program: 'restaurant-week', date, time }), key, 'ja', undefined, await dinerHeadersFor('restaurant-week'));
    expect(response.status).toBe(404);
    const error = (await response.json()) as ErrorBody;
    expect(error.code).toBe('region_not_in_program');
    expect(error.full_messages).toEqual([translate('ja', domainMessages.regionNotInProgram)]);
    expect(error.full_messages[0]).not.toBe(domainMessages.regionNotInProgram.message);
    expect(await writes(slot, key)).toEqual(before);
    // Nothing was kept under the key: the same key books in a program that covers Shanghai.
    expect((await createBooking(2, bookingBody({ program: 'dine-asia', date, time }), key)).status).toBe(201);
  });

  it('refuses a deal of another program, or of another restaurant, with 404 and writes nothing', async () => {
    const date = await localDateIn(1, 3);
    // A program whose diners a test can let in through the product's own calls (see dinerHeadersFor).
    const foreign = await dealOf("d.program_slug IN ('members-club', 'restaurant-week') AND d.restaurant_id IN (SELECT id FROM restaurants WHERE region_id IN (SELECT region_id FROM program_regions WHERE program_slug = 'dine-asia'))");
    const own = await dealOf("d.program_slug = 'dine-asia' AND d.restaurant_id <> ?", foreign.restaurant);
    const time = uniqueTime();
    const foreignSlot = await addSlot({ restaurant: foreign.restaurant, date, time, capacity: 6, deal: foreign.id });
    const ownSlot = await addSlot({ restaurant: own.restaurant, date, time, capacity: 6, deal: own.id });
    const cases = [
      { restaurant: foreign.restaurant, slot: foreignSlot, deal: foreign.id },
      { restaurant: foreign.restaurant, slot: foreignSlot, deal: own.id },
    ];
    for (const c of cases) {
      const key = newKey();
      const before = await writes(c.slot, key);
      const response = await createBooking(c.restaurant, bookingBody({ program: 'dine-asia', date, time, deal_id: c.deal }), key);
      expect(response.status, JSON.stringify(c)).toBe(404);
      const error = (await response.json()) as ErrorBody;
      expect(error.code).toBe('deal_not_found');
      expect(error.full_messages).toEqual(['This deal does not exist']);
      expect(await writes(c.slot, key)).toEqual(before);
    }
    // Each deal books in its own program at its own restaurant.
    const foreignDiner = await dinerHeadersFor(foreign.program);
    expect((await createBooking(foreign.restaurant, bookingBody({ program: foreign.program, date, time, deal_id: foreign.id }), undefined, undefined, undefined, foreignDiner)).status).toBe(201);
    expect((await createBooking(own.restaurant, bookingBody({ program: 'dine-asia', date, time, deal_id: own.id }))).status).toBe(201);
    expect((await slotSeats(ownSlot)).booked).toBe(2);
  });

  it('keeps a modified booking on its deal’s seatings: a time only the regular seatings have is not offered', async () => {
    const deal = await dealOf("d.program_slug = 'dine-asia'");
    const date = await localDateIn(deal.restaurant, 3);
    const dealTime = uniqueTime();
    const regularTime = uniqueTime();
    const dealSlot = await addSlot({ restaurant: deal.restaurant, date, time: dealTime, capacity: 6, deal: deal.id });
    const regular = await addSlot({ restaurant: deal.restaurant, date, time: regularTime, capacity: 6 });
    const created = await createBooking(deal.restaurant, bookingBody({ date, time: dealTime, deal_id: deal.id }));
    expect(created.status).toBe(201);
    const { booking } = bookingCreatedSchema.parse(await created.json());
    const stored = await storedBooking(booking.id);
    const response = await modify(booking.id, booking.reservation_code, { date, time: regularTime, party_size: 2 });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).code).toBe('no_seats');
    expect(await storedBooking(booking.id)).toEqual(stored);
    expect(await slotSeats(dealSlot)).toEqual({ capacity: 6, booked: 2 });
    expect(await slotSeats(regular)).toEqual({ capacity: 6, booked: 0 });
  });
});
