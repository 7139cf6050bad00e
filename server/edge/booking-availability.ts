import {
  blockJustificationsSchema, bookingConditionsSchema, slotsByDateSchema, type BlockJustifications, type BookingConditions, type SlotsByDate,
} from '../../src/domain/contract/availability';
import type { AppEnv } from './env';
import { createProviderClient, type ProviderCallContext } from './provider-client';

export interface BookingAvailability {
  slots: SlotsByDate;
  conditions: BookingConditions;
  block: BlockJustifications;
}

/**
 * What the booking site shows for a restaurant: slots by date (spec §7: with program and deal_id when a
 * deal is given), booking conditions with the meal periods, and why dates are blocked.
 */
export async function loadBookingAvailability(env: AppEnv, call: ProviderCallContext, p: { restaurant: number; program: string; dealId: number | null }): Promise<BookingAvailability> {
  const provider = createProviderClient(env, call);
  const base = `/public/restaurants/${p.restaurant}`;
  const deal = p.dealId ?? undefined;
  const [slots, conditions, block] = await Promise.all([
    provider.json(slotsByDateSchema, `${base}/last_available_time_slots_by_date`, { query: { program: p.program, deal_id: deal } }),
    provider.json(bookingConditionsSchema, `${base}/booking_conditions`),
    provider.json(blockJustificationsSchema, `${base}/block_justifications`, { query: { project: p.program, deal_id: deal } }),
  ]);
  return { slots: slots.data, conditions: conditions.data, block: block.data };
}
