import { describe, expect, it } from 'vitest';
import { panelOpening, PRELOADED_DATES } from '#domain/booking-panel.ts';
import { fetchPanelSlots } from '#edge/panel-availability.ts';
import type { AppEnv } from '#edge/env.ts';
import { ProviderError } from '#edge/provider-error.ts';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const slot = (time: string) => ({ time, seats: { available: [1, 2, 3, 4] }, off_peak: null });
const day = (n: number) => `2031-03-${String(n).padStart(2, '0')}`;

/** A provider whose slots answer has `dates` (day number → slots); every other date of the month has none. */
function providerAnswering(dates: Record<number, unknown[]>): AppEnv {
  const body = { time_zone: 'Asia/Singapore', dates: Array.from({ length: 28 }, (_, i) => ({ date: day(i + 1), slots: dates[i + 1] ?? [] })) };
  const PROVIDER = { fetch: async () => Response.json(body) };
  return { PROVIDER, SERVICE_KEYS: TEST_SERVICE_KEYS } as unknown as AppEnv;
}
const ask = (env: AppEnv) => fetchPanelSlots(env, { locale: 'en' }, { restaurantId: 1, program: 'dine-asia', dealId: null, joined: true });

describe("the booking panel's slots: every open date, each date's slots checked when read", () => {
  const open = Object.fromEntries([2, 3, 5, 6, 9, 10, 11, 12, 16, 20].map((n) => [n, [slot('12:00'), slot('19:00')]]));

  it('opens with the open dates and the first dates’ slots', async () => {
    const opening = panelOpening(await ask(providerAnswering(open)));
    expect(opening.dates).toEqual([2, 3, 5, 6, 9, 10, 11, 12, 16, 20].map(day));
    expect(opening.preloaded.map((d) => d.date)).toEqual([2, 3, 5, 6, 9, 10, 11].map(day).slice(0, PRELOADED_DATES));
    expect(opening.preloaded[0]!.slots).toEqual([slot('12:00'), slot('19:00')]);
  });

  it('a later date outside the contract fails when that date is read, not the opening', async () => {
    const slots = await ask(providerAnswering({ ...open, 20: [{ time: '7pm', seats: 'many' }] }));
    expect(panelOpening(slots).dates).toContain(day(20));
    expect(() => slots.slotsOn(day(20))).toThrow(ProviderError);
    expect(() => slots.slotsOn(day(20))).toThrow(expect.objectContaining({ status: 502, code: 'contract_violation' }));
    expect(slots.slotsOn(day(16))).toHaveLength(2);
    expect(slots.slotsOn(day(4))).toEqual([]);
  });

  it('a preloaded date outside the contract fails the opening, as a malformed answer does', async () => {
    const slots = await ask(providerAnswering({ ...open, 3: [{ time: '12:00', seats: { available: [0] }, off_peak: null }] }));
    expect(() => panelOpening(slots)).toThrow(expect.objectContaining({ code: 'contract_violation' }));
    await expect(ask({ ...providerAnswering(open), PROVIDER: { fetch: async () => Response.json({ dates: 'soon' }) } } as unknown as AppEnv)).rejects.toMatchObject({ code: 'contract_violation' });
  });
});
