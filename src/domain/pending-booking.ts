import { isFullSlot } from './booking-panel';
import { parseSelection, type BookingSelection } from './booking-selection';
import type { TimeSlot } from './contract/availability';
import { forgetPendingBooking, pendingBookingKey, type SessionStore } from './pending-booking-marker';

/**
 * A booking waiting for the diner to log in: the membership panel's Log in remembers it, and the panel
 * resumes it by itself once it mounts signed in for the same restaurant (or deal).
 */
export interface PendingBooking {
  restaurantId: number;
  dealId: number | null;
  selection: BookingSelection | null;
}

/** Long enough to sign up (codes live 3 minutes, resends included); short enough that a stale wish never opens a form. */
export const PENDING_BOOKING_TTL_MS = 30 * 60 * 1000;

/** Remembers the booking the diner was about to start; a blocked storage only loses the convenience. */
export function rememberPendingBooking(store: SessionStore, program: string, pending: PendingBooking, now = Date.now()): void {
  try {
    store.setItem(pendingBookingKey(program), JSON.stringify({ ...pending, at: now }));
  } catch {
    // The diner signs in and books by hand.
  }
}

function readPending(store: SessionStore, program: string): (PendingBooking & { at: number }) | null {
  try {
    const value = JSON.parse(store.getItem(pendingBookingKey(program)) ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    const { restaurantId, dealId, at } = value;
    if (!Number.isSafeInteger(restaurantId) || !(dealId === null || Number.isSafeInteger(dealId)) || typeof at !== 'number') return null;
    return { restaurantId: restaurantId as number, dealId: dealId as number | null, selection: parseSelection(value.selection), at };
  } catch {
    return null;
  }
}

/**
 * The waiting booking of this panel, taken once: only when the diner is signed in and the marker is
 * this restaurant's (and deal's) and fresh. A stale or malformed marker is dropped; another
 * restaurant's is left for its own panel.
 */
export function takePendingBooking(
  store: SessionStore,
  program: string,
  panel: { restaurantId: number; dealId: number | null; signedIn: boolean },
  now = Date.now(),
): PendingBooking | null {
  const pending = readPending(store, program);
  const stale = !pending || now - pending.at > PENDING_BOOKING_TTL_MS || pending.at > now;
  const mine = pending !== null && pending.restaurantId === panel.restaurantId && pending.dealId === panel.dealId;
  if (stale || (mine && panel.signedIn)) forgetPendingBooking(store, program);
  if (stale || !mine || !panel.signedIn) return null;
  return { restaurantId: pending.restaurantId, dealId: pending.dealId, selection: pending.selection };
}

/**
 * The choice a taken booking resumes with: its date still offered and a time that is not known to be
 * full (slots of later dates load afterwards; the booking site checks the seats again). Without a
 * time there is nothing to resume: the diner picks one and presses Book.
 */
export function resumableSelection(pending: PendingBooking, dates: readonly string[], slotsOfDate: readonly TimeSlot[] | undefined): BookingSelection | null {
  const chosen = pending.selection;
  if (!chosen?.time || !dates.includes(chosen.date)) return null;
  const slot = slotsOfDate?.find((s) => s.time === chosen.time);
  if (slotsOfDate && (!slot || isFullSlot(slot))) return null;
  return chosen;
}
