import type { DurableObjectNamespace } from '@cloudflare/workers-types/index';
import { env } from 'cloudflare:workers';
import type { SeatInventory } from '#provider/seats/seat-inventory.ts';
import { addRestaurantInZone } from './booking-fixtures';
import { providerEnv } from './seed-database';

const inventories = (env as unknown as { SEAT_INVENTORY: DurableObjectNamespace<SeatInventory> }).SEAT_INVENTORY;

/** The seat inventory object of a restaurant, as the provider names it. */
export const inventoryOf = (restaurant: number) => inventories.get(inventories.idFromName(`restaurant:${restaurant}`));

let restaurants = 0;
/**
 * A restaurant of its own for a test (a copy of restaurant 1 in Singapore, no lead time), so its inventory object
 * first loads after the test has added its slots.
 */
export async function freshRestaurant(base: number): Promise<number> {
  const id = base + ++restaurants;
  await addRestaurantInZone(id, 'Asia/Singapore');
  return id;
}

/** Booked seats per slot as D1 records them (live bookings' party sizes), for the slots given. */
export async function d1BookedSeats(slotIds: readonly number[]): Promise<Record<number, number>> {
  const rows = await providerEnv.DB.prepare(
    `SELECT slot_id, sum(party_size) AS n FROM bookings WHERE status <> 'cancelled' AND slot_id IN (SELECT value FROM json_each(?)) GROUP BY slot_id`,
  )
    .bind(JSON.stringify(slotIds))
    .all<{ slot_id: number; n: number }>();
  return Object.fromEntries(rows.results.map((row) => [row.slot_id, row.n]));
}

/** The object's booked seats for the slots given (claims being written aside). */
export async function objectBookedSeats(restaurant: number, slotIds: readonly number[]): Promise<Record<number, number>> {
  const all = await inventoryOf(restaurant).bookedSeats();
  return Object.fromEntries(slotIds.filter((id) => all[id]).map((id) => [id, all[id]!]));
}
