import { Hono } from 'hono';
import { z } from 'zod';
import { slotsByDateSchema, type SlotsByDate } from '../../../src/domain/contract/availability';
import { passProgramAccess, programAccess } from '../access/program-access';
import { ApiError } from '../api-error';
import { bookingWindow } from '../booking-window';
import { restaurantBookingStatement, slotsStatement, type RestaurantBookingRow, type SlotRow } from '../db/availability';
import type { ProviderEnv } from '../env';
import { passProgramGate, programGate } from '../program-gate';
import { presentQuery, programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

const input = z.object({
  id: recordIdField,
  program: programSlugField.optional(),
  deal_id: recordIdField.optional(),
  off_peak_only: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

/** The party sizes a slot can still take, within the restaurant's bounds. */
export function availablePartySizes(slot: Pick<SlotRow, 'capacity' | 'booked'>, bounds: Pick<RestaurantBookingRow, 'min_party_size' | 'max_party_size'>): number[] {
  const top = Math.min(bounds.max_party_size, slot.capacity - slot.booked);
  const sizes: number[] = [];
  for (let n = bounds.min_party_size; n <= top; n++) sizes.push(n);
  return sizes;
}

/**
 * GET /public/restaurants/{id}/last_available_time_slots_by_date?program=&deal_id=&off_peak_only=: bookable slots by
 * local date. With a program, only for diners with access to it (spec §7: everyone else asks off_peak_only).
 */
export const timeSlots = new Hono<ProviderEnv>().get('/public/restaurants/:id/last_available_time_slots_by_date', async (c) => {
  const q = readInput(input, { id: c.req.param('id'), ...presentQuery(c.req.url, ['program', 'deal_id', 'off_peak_only']) });
  const db = c.env.DB;
  const programChecks = q.program ? [programGate(db, q.program), await programAccess(c, db, q.program)] : [];
  const [restaurant, gate, access] = await db.batch([restaurantBookingStatement(db, q.id), ...programChecks]);
  const row = restaurant?.results[0] as RestaurantBookingRow | undefined;
  if (!row) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  // A program's full availability is for the diners it lets in; everyone else sees off-peak slots only.
  if (q.program) {
    passProgramGate(gate);
    passProgramAccess(access, q.program);
  }
  const { from, lastDate } = bookingWindow(row);
  const slots = await slotsStatement(db, { restaurant: q.id, deal: q.deal_id ?? 0, from, lastDate, offPeakOnly: q.off_peak_only }).all<SlotRow>();
  const dates: SlotsByDate['dates'] = [];
  for (const slot of slots.results) {
    if (dates.at(-1)?.date !== slot.date) dates.push({ date: slot.date, slots: [] });
    dates.at(-1)!.slots.push({
      time: slot.time,
      seats: { available: availablePartySizes(slot, row) },
      off_peak: slot.off_peak_discount === null ? null : { discount: slot.off_peak_discount },
    });
  }
  return c.json(slotsByDateSchema.parse({ time_zone: row.time_zone, dates }));
});
