import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PanelDateSlots } from '#domain/booking-panel.ts';
import type { LabelledDateSlots } from '#domain/panel-labels.ts';

const call = (path: string) => exports.default.fetch(new Request(`https://app.test${path}`));
const slotsOf = (query: string) => call(`/api/restaurants/1/panel-slots?${query}`);

describe('GET /api/restaurants/:id/panel-slots', () => {
  it('answers one date of a joined (open) program with all its slots', async () => {
    const today = new Date();
    const dates = [1, 2, 3].map((days) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10));
    const answers = await Promise.all(dates.map(async (date) => (await slotsOf(`program=dine-asia&date=${date}`)).json<PanelDateSlots>()));
    expect(answers.map((a) => a.date)).toEqual(dates);
    expect(Math.max(...answers.map((a) => a.slots.length))).toBe(8);
  });

  it("writes the date and each slot's time as the diner's language does, so the panel need not format them", async () => {
    for (let days = 1; days <= 7; days++) {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      const answer = await (await slotsOf(`program=dine-asia&date=${date}&lang=ja`)).json<LabelledDateSlots>();
      if (answer.slots.length === 0) continue;
      const [, month, day] = date.split('-').map(Number);
      expect(answer.labels.dates[date]).toContain(`${month}月${day}日`);
      expect(Object.keys(answer.labels.times).sort()).toEqual([...new Set(answer.slots.map((slot) => slot.time))].sort());
      const [hours, minutes] = answer.slots[0]!.time.split(':').map(Number);
      expect(answer.labels.times[answer.slots[0]!.time]).toBe(new Intl.DateTimeFormat('ja', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes)));
      return;
    }
    throw new Error('no date with slots in the coming week');
  });

  it('gives a program the diner has not joined its off-peak slots only', async () => {
    const today = new Date();
    let seen = 0;
    for (let days = 1; days <= 7; days++) {
      const date = new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      const answer = await (await slotsOf(`program=mc-world&date=${date}`)).json<PanelDateSlots>();
      for (const slot of answer.slots) expect(slot.off_peak).not.toBeNull();
      seen += answer.slots.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('refuses bad input with a localized message', async () => {
    const badDate = await slotsOf('program=dine-asia&date=tomorrow');
    expect(badDate.status).toBe(400);
    expect((await badDate.json<{ errors: string[] }>()).errors[0]).toBe('Please choose a valid date');
    expect((await slotsOf('program=Not%20A%20Slug&date=2030-01-01')).status).toBe(400);
    expect((await call('/api/restaurants/0/panel-slots?program=dine-asia&date=2030-01-01')).status).toBe(400);
    expect((await slotsOf('program=dine-asia&date=2030-01-01&deal_id=-3')).status).toBe(400);
    expect((await slotsOf('program=no-such-program&date=2030-01-01')).status).toBe(404);
  });
});
