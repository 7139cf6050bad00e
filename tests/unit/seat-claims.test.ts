import { describe, expect, it } from 'vitest';
import { nearestOpenSlots } from '#provider/seats/nearest-open-slots.ts';
import { seatClaimsFor } from '#provider/seats/seat-claims.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import { RetryLaterError } from '#provider/platform/api-error.ts';

/** Bindings whose seat inventory answers every call with `fail` (as the runtime does for an overloaded object). */
const envFailingWith = (fail: Error, extra: Partial<ProviderBindings> = {}) => {
  let calls = 0;
  const stub = new Proxy({}, { get: () => async () => { calls++; throw fail; } });
  const env = { SEAT_INVENTORY: { idFromName: (name: string) => name, get: () => stub }, ...extra } as unknown as ProviderBindings;
  return { env, calls: () => calls };
};

describe('seat claims', () => {
  it('answers an overloaded object with a localized "very busy" 429 and Retry-After, and never retries it', async () => {
    const overloaded = Object.assign(new Error('Durable Object is overloaded. Too many requests queued.'), { overloaded: true, retryable: true });
    const { env, calls } = envFailingWith(overloaded);
    const refusal = await seatClaimsFor(env, 5)!.hold({ claim: 'c:x', date: '2026-12-24', time: '19:00', deal: 0, party: 2 }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RetryLaterError);
    expect(refusal).toMatchObject({ status: 429, code: 'restaurant_busy', messageKey: 'restaurantVeryBusy', retryAfterSeconds: 2 });
    expect(calls()).toBe(1);
  });

  it('passes any other failure on as it is', async () => {
    const { env } = envFailingWith(new Error('boom'));
    await expect(seatClaimsFor(env, 5)!.hold({ claim: 'c:x', date: '2026-12-24', time: '19:00', deal: 0, party: 2 })).rejects.toThrow('boom');
  });

  it('lets D1 decide alone only for the bench, with the local sandboxes on', () => {
    expect(seatClaimsFor(envFailingWith(new Error()).env, 5)).not.toBeNull();
    expect(seatClaimsFor(envFailingWith(new Error(), { BENCH_SEATS_IN_D1: 'on' }).env, 5)).not.toBeNull();
    expect(seatClaimsFor(envFailingWith(new Error(), { BENCH_SEATS_IN_D1: 'on', LOCAL_SANDBOXES: 'on' }).env, 5)).toBeNull();
  });
});

describe('nearest open slots', () => {
  const window = { from: '2026-12-24 10:00', lastDate: '2026-12-31', blocked: (date: string) => date === '2026-12-26' };
  const slot = (date: string, time: string, left = 4, deal = 0) => ({ date, time, deal, left });

  it('offers the same day within two hours, nearest first, then the following days in order', () => {
    const slots = [
      slot('2026-12-24', '16:00'), slot('2026-12-24', '18:30'), slot('2026-12-24', '19:00', 0), slot('2026-12-24', '20:00'), slot('2026-12-24', '21:30'),
      slot('2026-12-23', '19:00'), slot('2026-12-25', '12:00'), slot('2026-12-26', '19:00'), slot('2026-12-27', '19:00'), slot('2026-12-25', '19:00', 4, 7),
    ];
    expect(nearestOpenSlots(slots, { ...window, date: '2026-12-24', time: '19:00', deal: 0, party: 2 }).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-12-24 18:30', '2026-12-24 20:00', '2026-12-25 12:00', '2026-12-27 19:00',
    ]);
  });

  it('leaves out slots too small for the party, before the lead time or past the window', () => {
    const slots = [slot('2026-12-24', '09:30'), slot('2026-12-24', '11:00', 1), slot('2027-01-02', '19:00'), slot('2026-12-24', '11:30', 3)];
    expect(nearestOpenSlots(slots, { ...window, date: '2026-12-24', time: '11:00', deal: 0, party: 3 })).toEqual([{ date: '2026-12-24', time: '11:30', available: 3 }]);
  });
});
