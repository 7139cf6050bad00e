import { describe, expect, it } from 'vitest';
import { noSeatsSchema } from '#domain/contract/booking.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn } from './booking-fixtures';
import { testClientIp } from './call-provider';
import { d1BookedSeats, freshRestaurant, objectBookedSeats } from './seat-fixtures';

const DINERS = 200;
const TIMES = ['19:00', '19:30'];
const SEATS_PER_SLOT = 10;

// The surge bench in small (npm run bench:surge prints the times): counts only, never times.
describe('a small surge', () => {
  it(`books exactly ${TIMES.length * SEATS_PER_SLOT} seats for ${DINERS} concurrent diners and refuses the rest with alternatives`, async () => {
    const r = await freshRestaurant(9_900);
    const date = await localDateIn(r, 7);
    const slots = await Promise.all(TIMES.map((time) => addSlot({ restaurant: r, date, time, capacity: SEATS_PER_SLOT })));
    // Where the refused diners are sent: the next day.
    await addSlot({ restaurant: r, date: await localDateIn(r, 8), time: '19:00', capacity: SEATS_PER_SLOT });
    const answers = await Promise.all(
      Array.from({ length: DINERS }, (_, diner) =>
        createBooking(r, bookingBody({ date, time: TIMES[diner % TIMES.length], party_size: 1, mobile: newMobile() }), undefined, undefined, testClientIp()),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(TIMES.length * SEATS_PER_SLOT);
    const refusals = answers.filter((a) => a.status !== 201);
    expect(refusals.map((a) => a.status)).toEqual(refusals.map(() => 409));
    for (const refusal of refusals) expect(noSeatsSchema.parse(await refusal.json()).nearest_slots.length).toBeGreaterThan(0);
    await Promise.all(answers.filter((a) => a.status === 201).map((a) => a.body?.cancel()));
    const full = Object.fromEntries(slots.map((slot) => [slot, SEATS_PER_SLOT]));
    expect(await d1BookedSeats(slots)).toEqual(full);
    expect(await objectBookedSeats(r, slots)).toEqual(full);
  }, 120_000);
});
