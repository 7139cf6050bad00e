import { describe, expect, it } from 'vitest';
import { bookingAvailabilitySchema } from '#domain/contract/availability.ts';
import { callProvider } from './call-provider';

// Restaurant 1 is one of the seeded restaurants with 60 days of slots, a blocked date and a restriction.
const SEEDED = 1;
const json = async (path: string) => (await callProvider(path)).json();

describe('GET /public/restaurants/:id/booking_availability (the booking site, one call)', () => {
  it('answers exactly what the slots, conditions and block justification calls answer, with and without a deal', async () => {
    for (const deal of ['', '&deal_id=1']) {
      const response = await callProvider(`/public/restaurants/${SEEDED}/booking_availability?program=dine-asia${deal}`);
      expect(response.status).toBe(200);
      const answer = bookingAvailabilitySchema.parse(await response.json());
      expect(answer).toEqual({
        slots: await json(`/public/restaurants/${SEEDED}/last_available_time_slots_by_date?program=dine-asia${deal}`),
        conditions: await json(`/public/restaurants/${SEEDED}/booking_conditions`),
        block: await json(`/public/restaurants/${SEEDED}/block_justifications?project=dine-asia${deal}`),
      });
      if (!deal) expect(answer.slots.dates.length).toBeGreaterThan(0);
    }
  });

  it('refuses like the slots call: bad input 400, unknown program or restaurant 404, a program the diner has no access to', async () => {
    const path = `/public/restaurants/${SEEDED}/booking_availability`;
    expect((await callProvider(path)).status).toBe(400);
    expect((await callProvider(`${path}?program=dine-asia&deal_id=x`)).status).toBe(400);
    expect((await callProvider(`${path}?program=no-such-program`)).status).toBe(404);
    expect((await callProvider('/public/restaurants/999999/booking_availability?program=dine-asia')).status).toBe(404);
    for (const program of ['members-club', 'restaurant-week']) {
      const slots = await callProvider(`/public/restaurants/${SEEDED}/last_available_time_slots_by_date?program=${program}`);
      const combined = await callProvider(`${path}?program=${program}`);
      expect(combined.status).toBe(slots.status);
      expect([401, 403]).toContain(combined.status);
      expect(await combined.json()).toEqual(await slots.json());
    }
  });
});
