import type { SlotsByDate, TimeSlot } from './contract/availability';
import type { LiveSlotsMessage } from './contract/live-slots';

/** How often a panel whose socket cannot open (a partner's proxy or iframe) asks for its slots instead. */
export const LIVE_SLOTS_POLL_MS = 15_000;
/** A socket that dropped is opened again after this, doubling up to LIVE_SLOTS_RETRY_MAX_MS while it keeps failing. */
export const LIVE_SLOTS_RETRY_MS = 2_000;
export const LIVE_SLOTS_RETRY_MAX_MS = 60_000;
/** A watcher's keep-alive, so that proxies do not close a quiet socket. */
export const LIVE_SLOTS_KEEPALIVE_MS = 30_000;

/**
 * The slots of each date known, with the seats a live message says they have now (a full slot: no party sizes).
 * Slots and dates not known are left alone (the next fetch brings them); an unchanged record is given back as it was.
 */
export function withLiveSeats(byDate: Readonly<Record<string, readonly TimeSlot[]>>, changes: LiveSlotsMessage['slots']): Record<string, TimeSlot[]> {
  let next: Record<string, TimeSlot[]> | null = null;
  for (const change of changes) {
    const slots = (next ?? byDate)[change.date];
    const index = slots?.findIndex((slot) => slot.time === change.time) ?? -1;
    if (!slots || index < 0 || sameSizes(slots[index]!.seats.available, change.available)) continue;
    next ??= { ...byDate } as Record<string, TimeSlot[]>;
    next[change.date] = slots.map((slot, i) => (i === index ? { ...slot, seats: { available: change.available } } : slot));
  }
  return next ?? (byDate as Record<string, TimeSlot[]>);
}

/** The same for slots listed by date (the booking site's availability). */
export function datesWithLiveSeats(slots: SlotsByDate, changes: LiveSlotsMessage['slots']): SlotsByDate {
  const byDate = Object.fromEntries(slots.dates.map((d) => [d.date, d.slots]));
  const next = withLiveSeats(byDate, changes);
  return next === byDate ? slots : { ...slots, dates: slots.dates.map((d) => ({ date: d.date, slots: next[d.date]! })) };
}

const sameSizes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** The address of a restaurant's live slots on the page's own origin (ws: beside http:, wss: beside https:). */
export function liveSlotsUrl(origin: string, p: { restaurantId: number; program: string; dealId: number | null }): string {
  const url = new URL(`/api/restaurants/${p.restaurantId}/slots/live`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('program', p.program);
  if (p.dealId !== null) url.searchParams.set('deal_id', String(p.dealId));
  return url.toString();
}
