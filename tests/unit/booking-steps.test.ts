import { describe, expect, it } from 'vitest';
import {
  bookingRequestOf, initialProgress, mealPeriodOf, nextProgress, periodsWithSlots, readStoredProgress, slotsInPeriod, stepsOf, type BookingProgress,
} from '#domain/booking-steps.ts';
import type { BookingConditions, SlotsByDate } from '#domain/contract/availability.ts';
import { bookingCreateSchema } from '#domain/contract/booking.ts';
import { isBookingSitePath } from '#domain/booking-frame.ts';
import { frameTargetOrigin } from '#domain/frame-messages.ts';

const periods: BookingConditions['meal_periods'] = [
  { period: 'lunch', starts_at: '11:30', ends_at: '14:30' },
  { period: 'dinner', starts_at: '17:30', ends_at: '22:00' },
];
const slot = (time: string, available = [1, 2, 3, 4]) => ({ time, seats: { available }, off_peak: null });
const availability: SlotsByDate = {
  time_zone: 'Asia/Singapore',
  dates: [
    { date: '2030-05-01', slots: [slot('18:00'), slot('19:00', [])] },
    { date: '2030-05-02', slots: [slot('12:00'), slot('18:30'), slot('19:00')] },
  ],
};
const start = (extra: Partial<Parameters<typeof initialProgress>[0]> = {}) => initialProgress({ availability, periods, dealIds: [7, 9], ...extra });
const guest = { first_name: 'Mei', last_name: 'Tan', email: 'mei@example.com', country_code: '65', mobile: '91234567', special_requests: '', for_someone_else: false, consent: true };

function walk(progress: BookingProgress, ...events: Parameters<typeof nextProgress>[1][]) {
  return events.reduce(nextProgress, progress);
}

describe('meal periods', () => {
  it('places a slot in the period it starts in, and lists only periods with slots', () => {
    expect(mealPeriodOf('12:00', periods)).toBe('lunch');
    expect(mealPeriodOf('14:30', periods)).toBeNull();
    expect(mealPeriodOf('21:59', periods)).toBe('dinner');
    expect(periodsWithSlots(availability.dates[0]!.slots, periods)).toEqual(['dinner']);
    expect(periodsWithSlots(availability.dates[1]!.slots, periods)).toEqual(['lunch', 'dinner']);
    expect(slotsInPeriod(availability.dates[1]!.slots, 'dinner', periods).map((s) => s.time)).toEqual(['18:30', '19:00']);
    expect(slotsInPeriod(availability.dates[1]!.slots, null, [])).toHaveLength(3);
  });
});

describe('where the flow starts', () => {
  it('preselects the date, time, period and deal of the frame address when they can be booked', () => {
    const p = start({ date: '2030-05-02', time: '18:30', dealId: '9' });
    expect(p).toMatchObject({ step: 'meal_period', date: '2030-05-02', time: '18:30', mealPeriod: 'dinner', dealId: 9 });
  });
  it('falls back to the first bookable date, no time for a full slot, and no deal the restaurant lacks', () => {
    expect(start({ date: '2030-06-01', time: '18:00', dealId: '8' })).toMatchObject({ date: '2030-05-01', time: null, mealPeriod: null, dealId: null });
    expect(start({ date: '2030-05-01', time: '19:00' })).toMatchObject({ time: null });
  });
  it('leaves out the meal period step without periods and the deal step without deals', () => {
    expect(stepsOf(start())).toEqual(['meal_period', 'seats', 'deal', 'guest', 'review', 'success']);
    const plain = initialProgress({ availability, periods: [], dealIds: [] });
    expect(plain.step).toBe('seats');
    expect(stepsOf(plain)).toEqual(['seats', 'guest', 'review', 'success']);
  });
});

describe('walking the steps', () => {
  it('goes meal period → seats → deal → guest → review → success', () => {
    let p = start();
    p = nextProgress(p, { type: 'period', period: 'dinner' });
    expect(p.step).toBe('seats');
    p = nextProgress(p, { type: 'slot', date: '2030-05-02', time: '18:30', partySize: 3 });
    expect(p).toMatchObject({ step: 'deal', date: '2030-05-02', time: '18:30', partySize: 3 });
    p = nextProgress(p, { type: 'deal', dealId: 7 });
    expect(p.step).toBe('guest');
    p = nextProgress(p, { type: 'guest', guest });
    expect(p.step).toBe('review');
    p = nextProgress(p, { type: 'booked', booking: { id: 5, reservation_code: 'ABCD2345' } });
    expect(p).toMatchObject({ step: 'success', booking: { id: 5, reservation_code: 'ABCD2345' } });
  });
  it('skips the deal step when the restaurant has no deals, and Back retraces the steps', () => {
    let p = walk(initialProgress({ availability, periods, dealIds: [] }), { type: 'period', period: 'dinner' }, { type: 'slot', date: '2030-05-01', time: '18:00', partySize: 2 });
    expect(p.step).toBe('guest');
    p = walk(p, { type: 'back' });
    expect(p.step).toBe('seats');
    p = walk(p, { type: 'back' }, { type: 'back' });
    expect(p.step).toBe('meal_period');
  });
  it('changing the date drops the chosen time and party size', () => {
    const p = walk(start({ date: '2030-05-02', time: '18:30' }), { type: 'date', date: '2030-05-01' });
    expect(p).toMatchObject({ date: '2030-05-01', time: null, partySize: null });
  });
  it('a group request leaves the seats step and comes back with Back', () => {
    let p = walk(start(), { type: 'period', period: 'dinner' }, { type: 'group' });
    expect(p.step).toBe('group');
    expect(walk(p, { type: 'back' }).step).toBe('seats');
    p = walk(p, { type: 'group_sent', reference: 'REF23456' });
    expect(p).toMatchObject({ step: 'group_sent', groupReference: 'REF23456' });
  });
  it('a finished booking stays finished until the diner starts over', () => {
    const done = walk(start(), { type: 'period', period: 'dinner' }, { type: 'slot', date: '2030-05-01', time: '18:00', partySize: 2 }, { type: 'deal', dealId: null }, { type: 'guest', guest }, { type: 'booked', booking: { id: 1, reservation_code: 'ABCDEFGH' } });
    expect(walk(done, { type: 'back' })).toBe(done);
    expect(walk(done, { type: 'slot', date: '2030-05-02', time: '12:00', partySize: 1 })).toBe(done);
    const again = walk(done, { type: 'restart' });
    expect(again).toMatchObject({ step: 'meal_period', booking: null, time: null, idempotencyKey: null });
    expect(again.guest).toEqual(guest);
  });
});

describe('the Idempotency-Key of a confirm attempt', () => {
  const review = () => walk(start(), { type: 'period', period: 'dinner' }, { type: 'slot', date: '2030-05-01', time: '18:00', partySize: 2 }, { type: 'deal', dealId: null }, { type: 'guest', guest });
  it('is made once and reused by a retry or a second click', () => {
    const first = walk(review(), { type: 'confirming', key: 'key-one-12345' });
    expect(first.idempotencyKey).toBe('key-one-12345');
    expect(walk(first, { type: 'confirming', key: 'key-two-12345' }).idempotencyKey).toBe('key-one-12345');
  });
  it('is dropped when what would be booked changes (a nearest slot, new details)', () => {
    const attempt = walk(review(), { type: 'confirming', key: 'key-one-12345' });
    const moved = walk(attempt, { type: 'nearest', date: '2030-05-02', time: '19:00' });
    expect(moved).toMatchObject({ step: 'review', date: '2030-05-02', time: '19:00', idempotencyKey: null });
    expect(walk(attempt, { type: 'edit_guest', guest: { ...guest, first_name: 'May' } }).idempotencyKey).toBeNull();
  });
  it('is only made on the review step', () => {
    expect(walk(start(), { type: 'confirming', key: 'key-one-12345' }).idempotencyKey).toBeNull();
  });
});

describe('the create request and the stored progress', () => {
  it('builds a request the server’s schema accepts, with the vouchers chosen', () => {
    const p = walk(start(), { type: 'period', period: 'dinner' }, { type: 'slot', date: '2030-05-01', time: '18:00', partySize: 2 }, { type: 'deal', dealId: 7 }, { type: 'guest', guest });
    const parsed = bookingCreateSchema.parse(bookingRequestOf(p, { program: 'dine-asia', voucherCodes: ['DINE-42ab', 'V0011'] }));
    expect(parsed).toMatchObject({ program: 'dine-asia', date: '2030-05-01', time: '18:00', party_size: 2, deal_id: 7, voucher_codes: ['DINE-42ab', 'V0011'] });
    expect(bookingRequestOf(p, { program: 'dine-asia' })).not.toHaveProperty('voucher_codes');
    expect(bookingRequestOf(p, { program: 'dine-asia', voucherCodes: [] })).not.toHaveProperty('voucher_codes');
  });
  it('restores a well-formed progress and ignores anything else', () => {
    const p = walk(start(), { type: 'period', period: 'lunch' });
    expect(readStoredProgress(JSON.stringify(p))).toEqual(p);
    expect(readStoredProgress('{not json')).toBeNull();
    expect(readStoredProgress(JSON.stringify({ ...p, step: 'paid' }))).toBeNull();
    expect(readStoredProgress(JSON.stringify({ ...p, partySize: -1 }))).toBeNull();
    expect(readStoredProgress(null)).toBeNull();
  });
});

describe('frame helpers', () => {
  it('posts only to the origin of an http(s) return_url', () => {
    expect(frameTargetOrigin('https://partner.example/path?x=1')).toBe('https://partner.example');
    expect(frameTargetOrigin('javascript:alert(1)')).toBeNull();
    expect(frameTargetOrigin('not a url')).toBeNull();
    expect(frameTargetOrigin(undefined)).toBeNull();
  });
  it('knows the booking-site paths that get the frame layout', () => {
    expect(isBookingSitePath('/restaurants/12/reservation')).toBe(true);
    expect(isBookingSitePath('/restaurants/12/reservation/complete')).toBe(true);
    expect(isBookingSitePath('/restaurants/12')).toBe(false);
    expect(isBookingSitePath('/profile')).toBe(false);
  });
});
