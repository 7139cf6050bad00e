import type { BlockJustifications, SlotsByDate } from '#domain/contract/availability.ts';
import type { RestaurantBookingRow, SlotRow } from './availability-db';

/** The party sizes a slot can still take, within the restaurant's bounds. */
export function availablePartySizes(slot: Pick<SlotRow, 'capacity' | 'booked'>, bounds: Pick<RestaurantBookingRow, 'min_party_size' | 'max_party_size'>): number[] {
  const top = Math.min(bounds.max_party_size, slot.capacity - slot.booked);
  const sizes: number[] = [];
  for (let n = bounds.min_party_size; n <= top; n++) sizes.push(n);
  return sizes;
}

/** Slot rows (ordered by date) cut to the first `count` dates' rows, with the later dates that have rows; all when no count. */
export function firstDates<S extends Pick<SlotRow, 'date'>>(rows: readonly S[], count: number | undefined): { shown: S[]; laterDates: string[] | null } {
  if (count === undefined) return { shown: [...rows], laterDates: null };
  const dates = [...new Set(rows.map((row) => row.date))];
  const kept = new Set(dates.slice(0, count));
  return { shown: rows.filter((row) => kept.has(row.date)), laterDates: dates.slice(count) };
}

/** Slot rows (ordered by date and time) as slots by local date (spec §7 last_available_time_slots_by_date). */
export function slotsByDate(restaurant: RestaurantBookingRow, rows: readonly SlotRow[]): SlotsByDate {
  const dates: SlotsByDate['dates'] = [];
  for (const slot of rows) {
    if (dates.at(-1)?.date !== slot.date) dates.push({ date: slot.date, slots: [] });
    dates.at(-1)!.slots.push({
      time: slot.time,
      seats: { available: availablePartySizes(slot, restaurant) },
      off_peak: slot.off_peak_discount === null ? null : { discount: slot.off_peak_discount },
    });
  }
  return { time_zone: restaurant.time_zone, dates };
}

/** Blocked dates from today to the last bookable one, with their distinct reasons joined (spec §7 block_justifications). */
export function blockJustificationsOf(blocked: readonly { date: string; justification: string | null }[], window: { today: string; lastDate: string }): BlockJustifications {
  const upcoming = blocked.filter((b) => b.date >= window.today && b.date <= window.lastDate);
  const texts = [...new Set(upcoming.flatMap((b) => (b.justification ? [b.justification] : [])))];
  return { notification: texts.length ? texts.join('\n') : null, dates: upcoming.map((b) => b.date) };
}
