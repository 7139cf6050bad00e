import { describe, expect, it } from 'vitest';
import { panelOpening, PRELOADED_DATES } from '#domain/booking-panel.ts';
import { fetchPanelSlots, type PanelDatesAsked } from '#edge/panel-availability.ts';
import type { AppEnv } from '#edge/env.ts';
import { TEST_SERVICE_KEYS } from '#tests/integration/test-service-keys.ts';

const slot = (time: string) => ({ time, seats: { available: [1, 2, 3, 4] }, off_peak: null });
const day = (n: number) => `2031-03-${String(n).padStart(2, '0')}`;
const OPEN_DAYS = [2, 3, 5, 6, 9, 10, 11, 12, 16, 20];

/** A provider that answers the slots of OPEN_DAYS as asked (`slots_of_first` or `date`), and records the query. */
function providerAnswering(slotsOf: (n: number) => unknown[] = () => [slot('12:00'), slot('19:00')]) {
  const asked: URLSearchParams[] = [];
  const PROVIDER = {
    fetch: async (url: string) => {
      const query = new URL(url).searchParams;
      asked.push(query);
      const first = Number(query.get('slots_of_first') ?? OPEN_DAYS.length);
      const days = query.get('date') ? OPEN_DAYS.filter((n) => day(n) === query.get('date')) : OPEN_DAYS;
      return Response.json({
        time_zone: 'Asia/Singapore',
        dates: days.slice(0, first).map((n) => ({ date: day(n), slots: slotsOf(n) })),
        ...(query.has('slots_of_first') ? { later_dates: days.slice(first).map(day) } : {}),
      });
    },
  };
  return { env: { PROVIDER, SERVICE_KEYS: TEST_SERVICE_KEYS } as unknown as AppEnv, asked };
}
const ask = (env: AppEnv, asked: PanelDatesAsked) => fetchPanelSlots(env, { locale: 'en' }, { restaurantId: 1, program: 'dine-asia', dealId: null, joined: true, asked });

describe("the booking panel's slots: only the dates it shows", () => {
  it('opens with every open date and the first dates’ slots, asking the provider for those slots only', async () => {
    const provider = providerAnswering();
    const opening = panelOpening(await ask(provider.env, { first: PRELOADED_DATES }));
    expect(provider.asked[0]!.get('slots_of_first')).toBe(String(PRELOADED_DATES));
    expect(provider.asked[0]!.get('program')).toBe('dine-asia');
    expect(opening.dates).toEqual(OPEN_DAYS.map(day));
    expect(opening.preloaded.map((d) => d.date)).toEqual(OPEN_DAYS.slice(0, PRELOADED_DATES).map(day));
    expect(opening.preloaded[0]!.slots).toEqual([slot('12:00'), slot('19:00')]);
  });

  it('asks one date for the date the diner picks; a date without slots has none', async () => {
    const provider = providerAnswering();
    const slots = await ask(provider.env, { date: day(16) });
    expect(provider.asked[0]!.get('date')).toBe(day(16));
    expect(provider.asked[0]!.has('slots_of_first')).toBe(false);
    expect(slots.slotsOn(day(16))).toHaveLength(2);
    expect((await ask(provider.env, { date: day(4) })).slotsOn(day(4))).toEqual([]);
  });

  it('an answer outside the contract fails as a contract violation', async () => {
    const broken = providerAnswering((n) => (n === 3 ? [{ time: '12:00', seats: { available: [0] }, off_peak: null }] : [slot('12:00')]));
    await expect(ask(broken.env, { first: PRELOADED_DATES })).rejects.toMatchObject({ status: 502, code: 'contract_violation' });
    const env = { ...providerAnswering().env, PROVIDER: { fetch: async () => Response.json({ dates: 'soon' }) } } as unknown as AppEnv;
    await expect(ask(env, { date: day(2) })).rejects.toMatchObject({ code: 'contract_violation' });
  });
});
