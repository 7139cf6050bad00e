import { describe, expect, it } from 'vitest';
import { bookingDetailSchema, editUrlOf } from '#domain/contract/booking-manage.ts';
import { noSeatsSchema } from '#domain/contract/booking.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import { addRestaurantInZone, addSlot, bookingBody, createBooking, localDateIn, slotSeats, uniqueTime, zoneOf, guestMobile } from './booking-fixtures';
import { callProvider, type ErrorBody } from './call-provider';
import { bookFresh, bookingPath, modify, outboxOf, storedBooking } from './manage-fixtures';
import { providerEnv as env, tableCounts } from './seed-database';

// Restaurant 2: seeded conditions take parties of 1 to 10, 60 minutes ahead, cancellation deadline 60 minutes.
const R = 2;

describe('reading a booking with its code', () => {
  it('answers the full booking, its restaurant in the request’s language, permissions and the manage link', async () => {
    const b = await bookFresh({ restaurant: R, party: 3 });
    // Raw SQL: staff open a bill only once a booking's time has come (and restaurant 2 has no staff), while this one
    // must stay ahead to answer can_cancel and can_update; no call opens a bill for a booking still to come.
    await env.DB.prepare("INSERT INTO booking_orders (booking_id, amount_cents, currency) VALUES (?, 12345, 'SGD')").bind(b.id).run();
    const response = await callProvider(bookingPath(b.id, b.code), { locale: 'ja' });
    expect(response.status).toBe(200);
    const detail = bookingDetailSchema.parse(await response.json());
    const name = await env.DB.prepare(
      "SELECT name FROM restaurant_texts WHERE restaurant_id = ? AND locale IN ('ja', 'en') ORDER BY locale = 'ja' DESC LIMIT 1",
    ).bind(R).first<{ name: string }>();
    expect(detail).toMatchObject({
      id: b.id, reservation_code: b.code, status: 'confirmed', reservation_date: b.date, formated_time: b.time, reservation_seats: 3,
      can_cancel: true, can_update: true, no_show_fee_percent: 50, first_name: 'Jane', email: 'jane@example.com', mobile: guestMobile(),
      reservation_comment: 'Window seat', time_zone: await zoneOf(R),
    });
    expect(detail.restaurant.name).toBe(name!.name);
    expect(detail.status_lng).not.toBe('');
    expect(detail.orders).toEqual([{ id: expect.any(Number), amount_cents: 12345, currency: 'SGD', status: 'open' }]);
    expect(detail.project_config.title).not.toBe('');
    const manage = new URL(detail.guest_manage_url);
    expect(manage.pathname).toBe(`/reservations/${b.id}/manage`);
    expect(manage.searchParams.get('reservation_code')).toBe(b.code);
    expect(new URL(editUrlOf(detail.guest_manage_url)).pathname).toBe(`/reservations/${b.id}/edit`);
    expect(Date.parse(detail.cancellation_deadline_at)).toBe(Date.parse(detail.reservation_at) - 60 * 60_000);
  });

  it('answers a wrong code, another booking’s code and an unknown id alike: 404, no booking data', async () => {
    const a = await bookFresh({ restaurant: R });
    const other = await bookFresh({ restaurant: R, overrides: { first_name: 'Other' } });
    const answers = await Promise.all([
      callProvider(bookingPath(a.id, 'ZZZZZZZZ')),
      callProvider(bookingPath(a.id, other.code)),
      callProvider(bookingPath(999_999, a.code)),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain('Jane');
    expect(bodies[0]).not.toContain('Other');
  });

  it('refuses a malformed code with 400', async () => {
    const a = await bookFresh({ restaurant: R });
    expect((await callProvider(`/public/books/${a.id}?reservation_code=bad%20code`)).status).toBe(400);
    expect((await callProvider(`/public/books/${a.id}`)).status).toBe(400);
  });
});

describe('modifying a booking', () => {
  it('moves the seats exactly: the old slot released, the new slot taken, one outbox row per modify', async () => {
    const b = await bookFresh({ restaurant: R, party: 2, capacity: 6 });
    const target = await addSlot({ restaurant: R, date: b.date, time: uniqueTime(), capacity: 5 });
    const targetTime = (await env.DB.prepare('SELECT time FROM time_slots WHERE id = ?').bind(target).first<{ time: string }>())!.time;
    const response = await modify(b.id, b.code, { date: b.date, time: targetTime, party_size: 4 });
    expect(response.status).toBe(200);
    const detail = bookingDetailSchema.parse(await response.json());
    expect(detail).toMatchObject({ formated_time: targetTime, reservation_seats: 4, reservation_date: b.date });
    expect(toLocal(new Date(detail.reservation_at), detail.time_zone)).toEqual({ date: b.date, time: targetTime });
    expect(await slotSeats(b.slot)).toEqual({ capacity: 6, booked: 0 });
    expect(await slotSeats(target)).toEqual({ capacity: 5, booked: 4 });
    expect(await storedBooking(b.id)).toMatchObject({ slot_id: target, party_size: 4, slot_time: targetTime, mail_sequence: 1 });

    const again = await modify(b.id, b.code, { date: b.date, time: b.time, party_size: 1 });
    expect(again.status).toBe(200);
    expect(await slotSeats(target)).toEqual({ capacity: 5, booked: 0 });
    expect(await slotSeats(b.slot)).toEqual({ capacity: 6, booked: 1 });
    expect(await outboxOf(b.id)).toEqual([{ kind: 'booking_updated', sequence: 1 }, { kind: 'booking_updated', sequence: 2 }]);
  });

  it('changes only the party size within the same slot, up to the seats left', async () => {
    const b = await bookFresh({ restaurant: R, party: 2, capacity: 5 });
    const grown = await modify(b.id, b.code, { date: b.date, time: b.time, party_size: 5 });
    expect(grown.status).toBe(200);
    expect(await slotSeats(b.slot)).toEqual({ capacity: 5, booked: 5 });
    const tooMany = await modify(b.id, b.code, { date: b.date, time: b.time, party_size: 6 });
    expect(tooMany.status).toBe(409);
    expect(await slotSeats(b.slot)).toEqual({ capacity: 5, booked: 5 });
    const shrunk = await modify(b.id, b.code, { date: b.date, time: b.time, party_size: 1 });
    expect(shrunk.status).toBe(200);
    expect(await slotSeats(b.slot)).toEqual({ capacity: 5, booked: 1 });
  });

  it('answers a full target slot with 409 no_seats and the nearest slots, and changes nothing', async () => {
    const b = await bookFresh({ restaurant: R, party: 3 });
    const fullTime = uniqueTime();
    const full = await addSlot({ restaurant: R, date: b.date, time: fullTime, capacity: 4, booked: 2 });
    const before = await tableCounts();
    const stored = await storedBooking(b.id);
    const response = await modify(b.id, b.code, { date: b.date, time: fullTime, party_size: 3 });
    expect(response.status).toBe(409);
    const body = noSeatsSchema.parse(await response.json());
    expect(body.full_messages).toEqual(['No seats available']);
    expect(body.nearest_slots.length).toBeGreaterThan(0);
    expect(await slotSeats(full)).toEqual({ capacity: 4, booked: 2 });
    expect(await slotSeats(b.slot)).toMatchObject({ booked: 3 });
    expect(await storedBooking(b.id)).toEqual(stored);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers a server error and rolls the whole batch back if the CHECK on seats ever fires', async () => {
    const b = await bookFresh({ restaurant: R, party: 2 });
    const time = uniqueTime();
    const target = await addSlot({ restaurant: R, date: b.date, time, capacity: 3 });
    // The batch's guard checks the seats, so the CHECK is only a safety net: no call can fill the target
    // inside the batch, so a trigger does (after the guarded update), to prove the net rolls everything back.
    await env.DB.prepare(
      `CREATE TRIGGER fill_target AFTER UPDATE OF mail_sequence ON bookings WHEN NEW.id = ${b.id}
       BEGIN UPDATE time_slots SET booked = capacity WHERE id = ${target}; END`,
    ).run();
    try {
      const stored = await storedBooking(b.id);
      const response = await modify(b.id, b.code, { date: b.date, time, party_size: 2 });
      expect(response.status).toBe(500);
      expect(((await response.json()) as ErrorBody).code).toBe('server_error');
      expect(await slotSeats(target)).toEqual({ capacity: 3, booked: 0 });
      expect(await slotSeats(b.slot)).toMatchObject({ booked: 2 });
      expect(await storedBooking(b.id)).toEqual(stored);
      expect(await outboxOf(b.id)).toEqual([]);
    } finally {
      await env.DB.prepare('DROP TRIGGER fill_target').run();
    }
  });

  it('refuses bad input with a localized 400 or 422 and changes nothing', async () => {
    const b = await bookFresh({ restaurant: R, party: 2 });
    const stored = await storedBooking(b.id);
    const before = await tableCounts();
    const cases: [unknown, number, string][] = [
      [{ date: b.date, time: b.time, party_size: 0 }, 400, 'invalid_request'],
      [{ date: b.date, time: '25:00', party_size: 2 }, 400, 'invalid_request'],
      [{ date: 'tomorrow', time: b.time, party_size: 2 }, 400, 'invalid_request'],
      [{ date: b.date, time: b.time, party_size: 2, extra: 1 }, 400, 'invalid_request'],
      ['{not json', 400, 'invalid_json'],
      [{ date: b.date, time: b.time, party_size: 11 }, 422, 'party_size_out_of_bounds'],
      [{ date: await localDateIn(R, -1), time: b.time, party_size: 2 }, 422, 'too_soon'],
      [{ date: await localDateIn(R, 400), time: b.time, party_size: 2 }, 422, 'too_far_ahead'],
    ];
    for (const [body, status, code] of cases) {
      const response = await modify(b.id, b.code, body, 'fr');
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = (await response.json()) as ErrorBody;
      expect(error.code).toBe(code);
      expect(error.full_messages[0]).toBeTruthy();
    }
    const party = await modify(b.id, b.code, { date: b.date, time: b.time, party_size: 11 });
    expect(((await party.json()) as ErrorBody).full_messages).toEqual(['Please choose a party size from 1 to 10']);
    expect(await storedBooking(b.id)).toEqual(stored);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a blocked date with 422', async () => {
    const b = await bookFresh({ restaurant: R, party: 2 });
    const blockedDate = await localDateIn(R, 5);
    const time = uniqueTime();
    await addSlot({ restaurant: R, date: blockedDate, time, capacity: 6 });
    // Raw SQL, like the slot above: no provider call blocks a date or adds a slot.
    await env.DB.prepare('INSERT INTO blocked_dates (restaurant_id, date) VALUES (?, ?)').bind(R, blockedDate).run();
    const response = await modify(b.id, b.code, { date: blockedDate, time, party_size: 2 });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).code).toBe('date_blocked');
    expect(await slotSeats(b.slot)).toMatchObject({ booked: 2 });
  });

  it('cannot modify with a wrong code, a cancelled booking, or within the cancellation deadline', async () => {
    const b = await bookFresh({ restaurant: R, party: 2 });
    const wrong = await modify(b.id, 'ZZZZZZZZ', { date: b.date, time: b.time, party_size: 1 });
    expect(wrong.status).toBe(404);

    const cancelled = await bookFresh({ restaurant: R, party: 2 });
    expect((await callProvider(bookingPath(cancelled.id, cancelled.code), { method: 'DELETE' })).status).toBe(200);
    const afterCancel = await modify(cancelled.id, cancelled.code, { date: cancelled.date, time: cancelled.time, party_size: 1 });
    expect(afterCancel.status).toBe(409);
    expect(((await afterCancel.json()) as ErrorBody).code).toBe('booking_not_modifiable');
    expect(await slotSeats(cancelled.slot)).toMatchObject({ booked: 0 });

    // A restaurant without lead time: a booking 30 minutes ahead is inside its 60-minute deadline.
    const soon = 9101;
    await addRestaurantInZone(soon, 'Asia/Singapore');
    const at = toLocal(new Date(Date.now() + 30 * 60_000), 'Asia/Singapore');
    const slot = await addSlot({ restaurant: soon, date: at.date, time: at.time, capacity: 4 });
    const created = await createBooking(soon, bookingBody({ date: at.date, time: at.time, party_size: 2 }));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: { id: number; reservation_code: string } };
    const detail = bookingDetailSchema.parse(await (await callProvider(bookingPath(booking.id, booking.reservation_code))).json());
    expect(detail).toMatchObject({ can_cancel: true, can_update: false });
    const late = await modify(booking.id, booking.reservation_code, { date: at.date, time: at.time, party_size: 1 });
    expect(late.status).toBe(409);
    expect(await slotSeats(slot)).toEqual({ capacity: 4, booked: 2 });
    expect(await outboxOf(booking.id)).toEqual([]);
  });
});
