import { RetryLaterError } from '#provider/platform/api-error.ts';
import type { ProviderBindings } from '#provider/platform/env.ts';
import type { SlotRow } from '#provider/bookings/availability-db.ts';
import type { HoldAnswer, HoldRequest } from './seat-inventory';

/** How long a diner refused because the restaurant's inventory is overloaded is asked to wait. */
const BUSY_RETRY_SECONDS = 2;
/** D1 takes a claim's booking only this long before the claim lapses, so the two clocks never need to agree exactly. */
const DEADLINE_MARGIN_MS = 10_000;

/** The D1 deadline of a held claim's booking (epoch ms), or null when the object did not decide. */
export const writeDeadline = (held: HoldAnswer): number | null => (held.kind === 'held' ? held.expiresAt - DEADLINE_MARGIN_MS : null);

/**
 * A Durable Object answers `overloaded` when more requests queue for it than it can serve (about 1,000 a second):
 * never retried (that only deepens the queue), the diner is told the restaurant is very busy and when to try again.
 */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as { overloaded?: unknown } | null)?.overloaded === true) {
      throw new RetryLaterError('restaurant_busy', 'restaurantVeryBusy', BUSY_RETRY_SECONDS, { seconds: BUSY_RETRY_SECONDS });
    }
    throw error;
  }
}

/** After D1 answered: a claim that cannot be confirmed or given back now lapses or is reconciled, so the diner's answer stands. */
function settleLater(what: string, restaurant: number, call: () => Promise<unknown>): Promise<void> {
  return call().then(
    () => undefined,
    (error: unknown) => console.warn(JSON.stringify({ event: 'seat_claim_unsettled', what, restaurant, error: String(error) })),
  );
}

/** The object that decides the restaurant's seats: one per restaurant, never one for all. */
export const seatInventoryOf = (env: Pick<ProviderBindings, 'SEAT_INVENTORY'>, restaurant: number) => env.SEAT_INVENTORY.get(env.SEAT_INVENTORY.idFromName(`restaurant:${restaurant}`));

/**
 * The seats of one restaurant, as the booking routes use them. Null when the seats are decided in D1 alone: the
 * surge bench's comparison path, honoured only with the local sandboxes on (BENCH_SEATS_IN_D1 = "on"), never in production.
 */
export function seatClaimsFor(env: ProviderBindings, restaurant: number) {
  if (env.LOCAL_SANDBOXES === 'on' && env.BENCH_SEATS_IN_D1 === 'on') return null;
  const inventory = seatInventoryOf(env, restaurant);
  return {
    // RPC types a union answer as a union of promises: read back as the plain answer it is.
    hold: (p: Omit<HoldRequest, 'restaurant'>): Promise<HoldAnswer> => ask(async () => (await inventory.hold({ ...p, restaurant })) as HoldAnswer),
    /** The booking is in D1: the claim becomes its seats; else they go back. */
    settle: (claim: string, bookingId: number | undefined): Promise<void> =>
      bookingId === undefined ? settleLater('release', restaurant, () => inventory.release(claim)) : settleLater('confirm', restaurant, () => inventory.confirm(claim, bookingId)),
    releaseBooking: (bookingId: number): Promise<void> => settleLater('release_booking', restaurant, () => inventory.releaseBooking(bookingId)),
    /** Seats left per slot the object knows, asked before D1's rows are known so that both are read at once. */
    seatsLeft: (): Promise<Record<number, number>> => {
      const asked = ask(() => inventory.seatsLeft(restaurant, []));
      // A request refused before it reads the answer leaves it unread: not an unhandled rejection.
      asked.catch(() => undefined);
      return asked;
    },
    /**
     * The slot rows with their booked seats as the object counts them (claims being written count as booked). With
     * `asked` (seatsLeft's answer) the object is asked again only for a row it did not know, which makes it read D1.
     */
    withSeatsTaken: async <S extends Pick<SlotRow, 'id' | 'capacity' | 'booked'>>(rows: readonly S[], asked?: Promise<Record<number, number>>): Promise<S[]> => {
      if (!rows.length) return [...rows];
      const early = asked ? await asked : null;
      const left = early && rows.every((row) => row.id in early) ? early : await ask(() => inventory.seatsLeft(restaurant, rows.map((row) => row.id)));
      return rows.map((row) => (row.id in left ? { ...row, booked: Math.min(row.capacity, Math.max(0, row.capacity - left[row.id]!)) } : row));
    },
    reconcile: () => inventory.reconcile(restaurant),
  };
}
