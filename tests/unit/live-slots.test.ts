import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#domain/contract/availability.ts';
import { datesWithLiveSeats, liveSlotsUrl, withLiveSeats } from '#domain/live-slots.ts';

const slot = (time: string, available: number[]): TimeSlot => ({ time, seats: { available }, off_peak: null });

describe('live slots on screen', () => {
  const known = { '2026-12-10': [slot('19:00', [1, 2]), slot('20:00', [1, 2, 3])], '2026-12-11': [slot('19:00', [1])] };

  it('gives a changed slot its new party sizes and leaves every other slot as it was', () => {
    const next = withLiveSeats(known, [{ date: '2026-12-10', time: '19:00', available: [] }]);
    expect(next['2026-12-10']).toEqual([slot('19:00', []), slot('20:00', [1, 2, 3])]);
    expect(next['2026-12-11']).toBe(known['2026-12-11']);
    expect(withLiveSeats(next, [{ date: '2026-12-10', time: '19:00', available: [1, 2, 3, 4] }])['2026-12-10']![0]).toEqual(slot('19:00', [1, 2, 3, 4]));
  });

  it('gives back the same record when nothing shown changed (a date or time not loaded, or the same seats)', () => {
    expect(withLiveSeats(known, [{ date: '2026-12-12', time: '19:00', available: [] }])).toBe(known);
    expect(withLiveSeats(known, [{ date: '2026-12-10', time: '18:30', available: [] }])).toBe(known);
    expect(withLiveSeats(known, [{ date: '2026-12-10', time: '19:00', available: [1, 2] }])).toBe(known);
    const listed = { time_zone: 'Asia/Singapore', dates: [{ date: '2026-12-10', slots: known['2026-12-10'] }] };
    expect(datesWithLiveSeats(listed, [])).toBe(listed);
    expect(datesWithLiveSeats(listed, [{ date: '2026-12-10', time: '20:00', available: [] }]).dates[0]!.slots[1]).toEqual(slot('20:00', []));
  });

  it("watches on the page's own origin, wss beside https", () => {
    expect(liveSlotsUrl('https://dine.example', { restaurantId: 7, program: 'dine-asia', dealId: null })).toBe('wss://dine.example/api/restaurants/7/slots/live?program=dine-asia');
    expect(liveSlotsUrl('http://127.0.0.1:8787', { restaurantId: 7, program: 'mc-world', dealId: 3 })).toBe('ws://127.0.0.1:8787/api/restaurants/7/slots/live?program=mc-world&deal_id=3');
  });
});
