import type { D1Database } from '@cloudflare/workers-types/index';
import { restaurantBookingStatement, type RestaurantBookingRow } from '#provider/bookings/availability-db.ts';

/** A slot as D1 records it: its seats and how many of them its batches have booked. */
export interface SlotStockRow {
  id: number;
  date: string;
  time: string;
  /** 0 = no deal. */
  deal: number;
  capacity: number;
  booked: number;
}

/** A booking that holds seats (every status but cancelled: a no-show or a completed meal keeps its seats). */
export interface LiveBookingRow {
  id: number;
  slot_id: number;
  party_size: number;
}

/** A blocked date; deal 0 blocks every deal of the date. */
export interface BlockedRow {
  date: string;
  deal: number;
}

/** What a restaurant's seat inventory is rebuilt from, read in one batch (one transaction, so one moment). */
export interface InventoryRecord {
  restaurant: RestaurantBookingRow | null;
  slots: SlotStockRow[];
  bookings: LiveBookingRow[];
  blocked: BlockedRow[];
}

/** The restaurant's slots from `fromDate` on, the bookings that hold their seats, its blocked dates and its conditions. */
export async function readInventoryRecord(db: D1Database, restaurant: number, fromDate: string): Promise<InventoryRecord> {
  const [conditions, slots, bookings, blocked] = await db.batch([
    restaurantBookingStatement(db, restaurant),
    db.prepare('SELECT id, date, time, ifnull(deal_id, 0) AS deal, capacity, booked FROM time_slots WHERE restaurant_id = ?1 AND date >= ?2').bind(restaurant, fromDate),
    db
      .prepare(
        `SELECT b.id, b.slot_id, b.party_size FROM bookings b JOIN time_slots s ON s.id = b.slot_id
         WHERE s.restaurant_id = ?1 AND s.date >= ?2 AND b.status <> 'cancelled'`,
      )
      .bind(restaurant, fromDate),
    db.prepare('SELECT date, ifnull(deal_id, 0) AS deal FROM blocked_dates WHERE restaurant_id = ?1 AND date >= ?2').bind(restaurant, fromDate),
  ]);
  return {
    restaurant: (conditions?.results[0] as RestaurantBookingRow | undefined) ?? null,
    slots: (slots?.results ?? []) as SlotStockRow[],
    bookings: (bookings?.results ?? []) as LiveBookingRow[],
    blocked: (blocked?.results ?? []) as BlockedRow[],
  };
}

/**
 * The restaurants with bookings (any status) in slots from `fromDate` on: the ones whose inventories hold claims
 * that could disagree with D1, which the reconciliation visits.
 */
export async function restaurantsWithBookings(db: D1Database, fromDate: string): Promise<number[]> {
  const rows = await db
    .prepare('SELECT DISTINCT s.restaurant_id AS id FROM bookings b JOIN time_slots s ON s.id = b.slot_id WHERE s.date >= ? ORDER BY s.restaurant_id')
    .bind(fromDate)
    .all<{ id: number }>();
  return rows.results.map((row) => row.id);
}
