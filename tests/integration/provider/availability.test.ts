import { describe, expect, it } from 'vitest';
import {
  blockJustificationsSchema, bookingConditionsSchema, bookingRestrictExplainSchema, DEFAULT_BOOKING_CONDITIONS, slotsByDateSchema,
} from '#domain/contract/availability.ts';
import { addDays } from '#domain/restaurant-time.ts';
import { addRestaurantInZone, addSlot, localDateIn, uniqueTime } from './booking-fixtures';
import { callProvider, type ErrorBody } from './call-provider';
import { providerEnv as env, SEED_TODAY } from './seed-database';

// Restaurant 1 is one of the seeded restaurants with 60 days of slots, a blocked date and a restriction.
const SEEDED = 1;

describe('booking conditions', () => {
  it('answers the restaurant’s conditions and meal periods', async () => {
    const response = await callProvider(`/public/restaurants/${SEEDED}/booking_conditions`);
    expect(response.status).toBe(200);
    const conditions = bookingConditionsSchema.parse(await response.json());
    expect(conditions).toMatchObject({ restaurant_id: SEEDED, min_party_size: 1, cancellation_deadline_minutes: 60, no_show_fee_percent: 50 });
    expect(conditions.meal_periods.map((p) => p.period)).toEqual(['lunch', 'dinner']);
  });

  it('falls back to the default conditions for a restaurant without its own', async () => {
    await addRestaurantInZone(9801, 'Europe/Paris');
    await env.DB.prepare('DELETE FROM booking_conditions WHERE restaurant_id = 9801').run();
    const conditions = bookingConditionsSchema.parse(await (await callProvider('/public/restaurants/9801/booking_conditions')).json());
    expect(conditions).toMatchObject({ ...DEFAULT_BOOKING_CONDITIONS, time_zone: 'Europe/Paris', meal_periods: [] });
  });

  it('answers 400 for a malformed id and 404 for an unknown restaurant', async () => {
    expect((await callProvider('/public/restaurants/abc/booking_conditions')).status).toBe(400);
    expect((await callProvider('/public/restaurants/0/booking_conditions')).status).toBe(400);
    const missing = await callProvider('/public/restaurants/999999/booking_conditions');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).full_messages).toEqual(['This restaurant does not exist']);
  });
});

describe('block justifications and restrictions', () => {
  it('names the upcoming blocked dates with their justification in the diner’s language, en as fallback', async () => {
    // Seeded dates count from the seed's day (UTC), which may be the restaurant's yesterday.
    const blocked = addDays(SEED_TODAY, 14);
    const en = blockJustificationsSchema.parse(await (await callProvider(`/public/restaurants/${SEEDED}/block_justifications?project=dine-asia`)).json());
    expect(en).toEqual({ notification: 'Closed for a private event', dates: [blocked] });
    const zh = blockJustificationsSchema.parse(await (await callProvider(`/public/restaurants/${SEEDED}/block_justifications`, { locale: 'zh' })).json());
    expect(zh.notification).toBe('私人活动，暂停营业');
    const ja = blockJustificationsSchema.parse(await (await callProvider(`/public/restaurants/${SEEDED}/block_justifications`, { locale: 'ja' })).json());
    expect(ja.notification).toBe('貸切のため休業');
  });

  it('answers a null notification when nothing is blocked', async () => {
    const body = blockJustificationsSchema.parse(await (await callProvider('/public/restaurants/200/block_justifications')).json());
    expect(body).toEqual({ notification: null, dates: [] });
  });

  it('explains booking restrictions, and null for a restaurant without any', async () => {
    const seeded = bookingRestrictExplainSchema.parse(await (await callProvider(`/public/booking_restricts/explain?project=dine-asia&restaurant_id=${SEEDED}`)).json());
    expect(seeded.explanation).toContain('Window tables');
    const th = bookingRestrictExplainSchema.parse(await (await callProvider(`/public/booking_restricts/explain?project=dine-asia&restaurant_id=${SEEDED}`, { locale: 'th' })).json());
    expect(th.explanation).toContain('โต๊ะริมหน้าต่าง');
    const none = bookingRestrictExplainSchema.parse(await (await callProvider('/public/booking_restricts/explain?restaurant_id=200')).json());
    expect(none.explanation).toBeNull();
  });

  it('refuses bad input with 400 and unknown programs or restaurants with 404', async () => {
    expect((await callProvider('/public/booking_restricts/explain')).status).toBe(400);
    expect((await callProvider('/public/booking_restricts/explain?restaurant_id=1%27')).status).toBe(400);
    expect((await callProvider(`/public/restaurants/${SEEDED}/block_justifications?deal_id=x`)).status).toBe(400);
    expect((await callProvider(`/public/restaurants/${SEEDED}/block_justifications?project=NOT%20A%20SLUG`)).status).toBe(400);
    expect((await callProvider(`/public/restaurants/${SEEDED}/block_justifications?project=no-such-program`)).status).toBe(404);
    expect((await callProvider('/public/booking_restricts/explain?restaurant_id=999999')).status).toBe(404);
  });
});

describe('time slots by date', () => {
  it('lists bookable slots by local date, leaving out the blocked date and the lead time', async () => {
    const response = await callProvider(`/public/restaurants/${SEEDED}/last_available_time_slots_by_date?program=dine-asia`);
    expect(response.status).toBe(200);
    const body = slotsByDateSchema.parse(await response.json());
    const dates = body.dates.map((d) => d.date);
    expect(dates).not.toContain(addDays(SEED_TODAY, 14));
    expect(dates).toContain(addDays(SEED_TODAY, 2));
    expect(dates.at(-1)).toBe(addDays(SEED_TODAY, 59));
    expect(dates[0]! >= (await localDateIn(SEEDED, 0))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    const tomorrow = body.dates.find((d) => d.date === addDays(SEED_TODAY, 2))!;
    expect(tomorrow.slots.map((s) => s.time)).toEqual(['12:00', '12:30', '13:00', '18:00', '18:30', '19:00', '19:30', '20:00']);
    // Restaurant 1 takes parties of 1 to 8 and has at least 8 seats per slot.
    expect(tomorrow.slots[0]!.seats.available).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('offers only the party sizes a slot can still take, and [] when it is full', async () => {
    const date = await localDateIn(SEEDED, 3);
    // Seats taken by no booking (as a restaurant's own book would hold them): a state no call makes, so written to D1.
    const [nearlyFull, full] = [uniqueTime(), uniqueTime()];
    await addSlot({ restaurant: SEEDED, date, time: nearlyFull, capacity: 6, booked: 3 });
    await addSlot({ restaurant: SEEDED, date, time: full, capacity: 6, booked: 6 });
    const body = slotsByDateSchema.parse(await (await callProvider(`/public/restaurants/${SEEDED}/last_available_time_slots_by_date`)).json());
    const slots = body.dates.find((d) => d.date === date)!.slots;
    expect(slots.find((s) => s.time === nearlyFull)!.seats.available).toEqual([1, 2, 3]);
    expect(slots.find((s) => s.time === full)!.seats.available).toEqual([]);
  });

  it('filters off-peak slots and deal-specific slots', async () => {
    const offPeak = slotsByDateSchema.parse(await (await callProvider(`/public/restaurants/${SEEDED}/last_available_time_slots_by_date?off_peak_only=true`)).json());
    const offPeakSlots = offPeak.dates.flatMap((d) => d.slots);
    expect(offPeakSlots.length).toBeGreaterThan(0);
    expect(offPeakSlots.every((s) => s.off_peak !== null && s.off_peak.discount > 0)).toBe(true);

    const deal = await env.DB.prepare('SELECT id, restaurant_id FROM deals LIMIT 1').first<{ id: number; restaurant_id: number }>();
    const date = await localDateIn(deal!.restaurant_id, 2);
    await addSlot({ restaurant: deal!.restaurant_id, date, time: '21:15', capacity: 4, deal: deal!.id, offPeak: 30 });
    const forDeal = slotsByDateSchema.parse(await (await callProvider(`/public/restaurants/${deal!.restaurant_id}/last_available_time_slots_by_date?deal_id=${deal!.id}`)).json());
    // Only the deal's own seatings: the seeded ones (18:15, 19:45) and the one added here, never the regular times.
    expect(new Set(forDeal.dates.flatMap((d) => d.slots.map((s) => s.time)))).toEqual(new Set(['18:15', '19:45', '21:15']));
    const added = forDeal.dates.find((d) => d.date === date)!.slots.find((s) => s.time === '21:15');
    expect(added).toMatchObject({ off_peak: { discount: 30 } });
    expect(added!.seats.available).toEqual([1, 2, 3, 4]);
  });

  it('answers one date, or the first dates with their slots and the later ones by date: the same slots as the whole answer', async () => {
    const path = `/public/restaurants/${SEEDED}/last_available_time_slots_by_date?program=dine-asia`;
    const whole = slotsByDateSchema.parse(await (await callProvider(path)).json());
    const first = slotsByDateSchema.parse(await (await callProvider(`${path}&slots_of_first=3`)).json());
    expect(first.dates).toEqual(whole.dates.slice(0, 3));
    expect(first.later_dates).toEqual(whole.dates.slice(3).map((d) => d.date));
    expect(whole.later_dates).toBeUndefined();

    const picked = whole.dates[5]!;
    const one = slotsByDateSchema.parse(await (await callProvider(`${path}&date=${picked.date}`)).json());
    expect(one.dates).toEqual([picked]);
    // Today's earliest slot lies within the lead time: a date asked is cut by the booking window all the same.
    const today = await localDateIn(SEEDED, 0);
    const todays = slotsByDateSchema.parse(await (await callProvider(`${path}&date=${today}`)).json());
    expect(todays.dates).toEqual(whole.dates.filter((d) => d.date === today));
    for (const outside of [addDays(today, -1), addDays(SEED_TODAY, 14), addDays(SEED_TODAY, 400)]) {
      expect(slotsByDateSchema.parse(await (await callProvider(`${path}&date=${outside}`)).json()).dates, outside).toEqual([]);
    }
  });

  it('answers 400 for bad input and 404 for unknown restaurants or programs', async () => {
    const path = `/public/restaurants/${SEEDED}/last_available_time_slots_by_date`;
    for (const bad of ['date=2031-02-30', 'date=tomorrow', 'slots_of_first=0', 'slots_of_first=100', 'slots_of_first=two']) {
      expect((await callProvider(`${path}?${bad}`)).status, bad).toBe(400);
    }
    expect((await callProvider(`${path}?off_peak_only=maybe`)).status).toBe(400);
    expect((await callProvider(`${path}?deal_id=-1`)).status).toBe(400);
    expect((await callProvider(`${path}?program=${'x'.repeat(600)}`)).status).toBe(400);
    expect((await callProvider(`${path}?program=no-such-program`)).status).toBe(404);
    expect((await callProvider('/public/restaurants/999999/last_available_time_slots_by_date')).status).toBe(404);
  });
});
