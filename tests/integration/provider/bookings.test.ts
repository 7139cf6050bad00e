import { describe, expect, it } from 'vitest';
import { bookingCancelSchema, bookingCreatedSchema, bookingOperationalSchema, noSeatsSchema } from '#domain/contract/booking.ts';
import { addDays, toLocal } from '#domain/restaurant-time.ts';
import { addRestaurantInZone, addSlot, bookingBody, createBooking, localDateIn, newKey, slotSeats, uniqueTime, zoneOf, guestMobile } from './booking-fixtures';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, SEED_TODAY } from './seed-database';

// Restaurant 2: seeded conditions take parties of 1 to 10, 60 minutes ahead, cancellation deadline 60 minutes.
const R = 2;
const cancel = (id: number, code: string, locale?: string) =>
  callProvider(`/public/books/${id}?reservation_code=${encodeURIComponent(code)}`, { method: 'DELETE', ...(locale ? { locale } : {}) });
const bookingsFor = async (slot: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE slot_id = ? AND status = 'confirmed'").bind(slot).first<{ n: number }>())!.n;

async function freshSlot(capacity = 6, booked = 0, time = uniqueTime()) {
  const date = await localDateIn(R, 3);
  const id = await addSlot({ restaurant: R, date, time, capacity, booked });
  return { id, date, time };
}

describe('creating a booking', () => {
  it('books a slot, takes its seats and answers the booking in the restaurant’s zone', async () => {
    const slot = await freshSlot();
    const response = await createBooking(R, bookingBody({ date: slot.date, time: slot.time, party_size: 3 }));
    expect(response.status).toBe(201);
    const { booking } = bookingCreatedSchema.parse(await response.json());
    expect(booking).toMatchObject({ status: 'confirmed', restaurant_id: R, reservation_date: slot.date, formated_time: slot.time, reservation_seats: 3, time_zone: await zoneOf(R) });
    expect(booking.reservation_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(toLocal(new Date(booking.reservation_at), booking.time_zone)).toEqual({ date: slot.date, time: slot.time });
    expect(await slotSeats(slot.id)).toEqual({ capacity: 6, booked: 3 });
    const stored = await env.DB.prepare('SELECT member_or_guest_name, email, mobile, special_requests FROM bookings WHERE id = ?').bind(booking.id).first();
    expect(stored).toEqual({ member_or_guest_name: 'Jane Doe', email: 'jane@example.com', mobile: guestMobile(), special_requests: 'Window seat' });
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    const slot = await freshSlot();
    const key = newKey();
    const body = bookingBody({ date: slot.date, time: slot.time, party_size: 2 });
    const first = await createBooking(R, body, key);
    const firstJson = await first.text();
    const again = await createBooking(R, body, key);
    expect(again.status).toBe(201);
    expect(JSON.parse(await again.text())).toEqual(JSON.parse(firstJson));
    expect(await bookingsFor(slot.id)).toBe(1);
    expect((await slotSeats(slot.id)).booked).toBe(2);

    const changed = await createBooking(R, { ...body, party_size: 4 }, key);
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as ErrorBody).code).toBe('idempotency_key_reused');
    expect(await bookingsFor(slot.id)).toBe(1);
  });

  it('makes one booking for the same key sent in parallel', async () => {
    const slot = await freshSlot();
    const key = newKey();
    const body = bookingBody({ date: slot.date, time: slot.time, party_size: 1 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => createBooking(R, body, key)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => bookingCreatedSchema.parse(await r.json()).booking.id)));
    expect(ids.size).toBe(1);
    expect(await bookingsFor(slot.id)).toBe(1);
    expect((await slotSeats(slot.id)).booked).toBe(1);
  });

  it('answers 409 “No seats available” with the nearest slots that still take the party', async () => {
    const slot = await freshSlot(4, 3);
    const response = await createBooking(R, bookingBody({ date: slot.date, time: slot.time, party_size: 2 }));
    expect(response.status).toBe(409);
    const body = noSeatsSchema.parse(await response.json());
    expect(body.full_messages).toEqual(['No seats available']);
    expect(body.nearest_slots.length).toBeGreaterThan(0);
    expect(body.nearest_slots.every((s) => s.available >= 2)).toBe(true);
    expect(body.nearest_slots[0]!.date).toBe(slot.date);
    // A time without a slot reads the same way.
    expect((await createBooking(R, bookingBody({ date: slot.date, time: '03:07' }))).status).toBe(409);
    expect(await slotSeats(slot.id)).toEqual({ capacity: 4, booked: 3 });
  });

  it('answers 400 for malformed input, with the spec’s messages, and writes nothing', async () => {
    const slot = await freshSlot();
    const base = bookingBody({ date: slot.date, time: slot.time });
    const cases: [unknown, string?][] = [
      ['{not json'],
      [{ ...base, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...base, country_code: '86', mobile: '23456789012' }, 'Please enter a valid phone number'],
      [{ ...base, mobile: '9123 4567' }, 'Please enter a valid phone number'],
      [{ ...base, consent: false }, 'Please agree to the user agreement and privacy policy'],
      [{ ...base, party_size: 0 }],
      [{ ...base, party_size: 2.5 }],
      [{ ...base, date: '2026-02-30' }, 'Please choose a valid date'],
      [{ ...base, time: '25:00' }, 'Please choose a valid time'],
      [{ ...base, first_name: '  ' }, 'Please enter your first name'],
      [{ ...base, special_requests: 'x'.repeat(1001) }, 'Special requests must be at most 1000 characters'],
      [{ ...base, extra: 1 }],
      [{ ...base, program: 'BAD SLUG' }],
      [[]],
    ];
    for (const [body, message] of cases) {
      const response = await createBooking(R, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(((await response.json()) as ErrorBody).full_messages).toEqual([message]);
    }
    expect((await createBooking(R, base, null)).status).toBe(400);
    expect((await createBooking(R, base, 'short')).status).toBe(400);
    expect((await createBooking(Number.NaN, base)).status).toBe(400);
    expect(await slotSeats(slot.id)).toEqual({ capacity: 6, booked: 0 });
  });

  it('refuses what the restaurant’s rules do not allow with 422, and unknown restaurants or programs with 404', async () => {
    const slot = await freshSlot(20);
    const base = bookingBody({ date: slot.date, time: slot.time });
    const tooLarge = await createBooking(R, { ...base, party_size: 11 });
    expect(tooLarge.status).toBe(422);
    expect(((await tooLarge.json()) as ErrorBody).full_messages).toEqual(['Please choose a party size from 1 to 10']);
    expect((await createBooking(R, { ...base, date: await localDateIn(R, -1) })).status).toBe(422);
    expect((await createBooking(R, { ...base, date: await localDateIn(R, 61) })).status).toBe(422);
    const blocked = addDays(SEED_TODAY, 14);
    await addSlot({ restaurant: R, date: blocked, time: slot.time, capacity: 4 });
    const closed = await createBooking(R, { ...base, date: blocked });
    expect(closed.status).toBe(422);
    expect(((await closed.json()) as ErrorBody).full_messages).toEqual(['The restaurant does not take bookings on this date']);
    expect((await createBooking(999999, base)).status).toBe(404);
    expect((await createBooking(R, { ...base, program: 'no-such-program' })).status).toBe(404);
    expect(await slotSeats(slot.id)).toEqual({ capacity: 20, booked: 0 });
  });

  it('books across a DST change at the right instant (Europe/Paris)', async () => {
    await addRestaurantInZone(9901, 'Europe/Paris');
    const today = toLocal(new Date(), 'Europe/Paris').date;
    // The next last Sunday of March (spring forward) and of October (fall back).
    const lastSunday = (year: number, month: number) => {
      const d = new Date(Date.UTC(year, month, 0));
      d.setUTCDate(d.getUTCDate() - d.getUTCDay());
      return d.toISOString().slice(0, 10);
    };
    const next = (month: number) => {
      const year = Number(today.slice(0, 4));
      return lastSunday(year, month) > today ? lastSunday(year, month) : lastSunday(year + 1, month);
    };
    const spring = next(3);
    const autumn = next(10);
    await addSlot({ restaurant: 9901, date: spring, time: '02:30', capacity: 4 });
    await addSlot({ restaurant: 9901, date: autumn, time: '02:30', capacity: 4 });
    const skipped = bookingCreatedSchema.parse(await (await createBooking(9901, bookingBody({ date: spring, time: '02:30' }))).json()).booking;
    expect(skipped.reservation_at).toBe(`${spring}T01:30:00Z`);
    const twice = bookingCreatedSchema.parse(await (await createBooking(9901, bookingBody({ date: autumn, time: '02:30' }))).json()).booking;
    expect(twice.reservation_at).toBe(`${autumn}T00:30:00Z`);
    expect(twice.time_zone).toBe('Europe/Paris');
  });
});

describe('cancelling and operational state', () => {
  async function booked(party = 2, restaurant = R, when?: { date: string; time: string }) {
    const at = when ?? { date: await localDateIn(restaurant, 3), time: uniqueTime() };
    const slot = await addSlot({ restaurant, ...at, capacity: 6 });
    const { booking } = bookingCreatedSchema.parse(await (await createBooking(restaurant, bookingBody({ ...at, party_size: party }))).json());
    return { slot, booking };
  }

  it('cancels, releases the seats once, and reports the no-show policy', async () => {
    const { slot, booking } = await booked(3);
    expect((await slotSeats(slot)).booked).toBe(3);
    const response = await cancel(booking.id, booking.reservation_code);
    expect(response.status).toBe(200);
    expect(bookingCancelSchema.parse(await response.json())).toEqual({ status: 'cancelled', message: 'Your reservation has been cancelled', no_show_fee_applies: false, no_show_fee_percent: 50 });
    expect((await slotSeats(slot)).booked).toBe(0);
    const again = await cancel(booking.id, booking.reservation_code);
    expect(again.status).toBe(409);
    expect((await slotSeats(slot)).booked).toBe(0);
    // The released seats can be booked again.
    expect((await createBooking(R, bookingBody({ date: booking.reservation_date, time: booking.formated_time, party_size: 6 }))).status).toBe(201);
  });

  it('releases the seats once when the same booking is cancelled in parallel', async () => {
    const { slot, booking } = await booked(2);
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => cancel(booking.id, booking.reservation_code)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect((await slotSeats(slot)).booked).toBe(0);
  });

  it('says the no-show fee applies when cancelled within the restaurant’s deadline', async () => {
    // Restaurant 4's seeded deadline is 24 hours; the booking is about 3 hours ahead.
    const local = toLocal(new Date(Date.now() + 3 * 3_600_000), await zoneOf(4));
    const { booking } = await booked(2, 4, local);
    const operational = bookingOperationalSchema.parse(await (await callProvider(`/public/books/${booking.id}/operational`)).json());
    expect(operational).toMatchObject({ can_cancel: true, can_update: false, no_show_fee_applies: true });
    const body = bookingCancelSchema.parse(await (await cancel(booking.id, booking.reservation_code, 'en')).json());
    expect(body.no_show_fee_applies).toBe(true);
  });

  it('answers the operational state of a booking before and after a cancel', async () => {
    const { booking } = await booked(2);
    const before = bookingOperationalSchema.parse(await (await callProvider(`/public/books/${booking.id}/operational`)).json());
    expect(before).toMatchObject({ id: booking.id, status: 'confirmed', can_cancel: true, can_update: true, reservation_seats: 2, no_show_fee_applies: false });
    await cancel(booking.id, booking.reservation_code);
    const after = bookingOperationalSchema.parse(await (await callProvider(`/public/books/${booking.id}/operational`)).json());
    expect(after).toMatchObject({ status: 'cancelled', can_cancel: false, can_update: false });
    // A seeded past booking reads too.
    const past = bookingOperationalSchema.parse(await (await callProvider('/public/books/1/operational')).json());
    expect(past).toMatchObject({ status: 'completed', can_cancel: false });
  });

  it('answers 400 for malformed ids or codes and 404 for an unknown booking or a wrong code', async () => {
    const { booking } = await booked(1);
    expect((await callProvider('/public/books/abc/operational')).status).toBe(400);
    expect((await callProvider('/public/books/999999999/operational')).status).toBe(404);
    expect((await callProvider(`/public/books/${booking.id}`, { method: 'DELETE' })).status).toBe(400);
    expect((await cancel(booking.id, 'bad code!')).status).toBe(400);
    expect((await cancel(booking.id, 'ZZZZZZZZ')).status).toBe(404);
    expect((await cancel(999999999, booking.reservation_code)).status).toBe(404);
    const seeded = await cancel(1, 'ABCDEFGH');
    expect(seeded.status).toBe(404);
  });
});
