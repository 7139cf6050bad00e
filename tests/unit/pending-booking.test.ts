import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#domain/contract/availability.ts';
import { PENDING_BOOKING_TTL_MS, rememberPendingBooking, resumableSelection, takePendingBooking } from '#domain/pending-booking.ts';
import { pendingBookingKey } from '#domain/pending-booking-marker.ts';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): Store & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const NOW = Date.UTC(2026, 2, 5, 10);
const AT_RESTAURANT_1 = { restaurantId: 1, dealId: null, selection: { date: '2026-03-06', time: '19:00' } };
const panel = (signedIn: boolean, restaurantId = 1, dealId: number | null = null) => ({ restaurantId, dealId, signedIn });
const slot = (time: string, available: number[]) => ({ time, seats: { available } }) as unknown as TimeSlot;

describe('a booking waiting for the diner to log in', () => {
  it('is taken once by the same restaurant’s panel, signed in', () => {
    const store = memoryStore();
    rememberPendingBooking(store, 'members-club', AT_RESTAURANT_1, NOW);
    expect(takePendingBooking(store, 'members-club', panel(true), NOW + 60_000)).toEqual(AT_RESTAURANT_1);
    expect(takePendingBooking(store, 'members-club', panel(true), NOW + 61_000)).toBeNull();
  });

  it('waits while the diner is still signed out (the dialog is open or was closed)', () => {
    const store = memoryStore();
    rememberPendingBooking(store, 'members-club', AT_RESTAURANT_1, NOW);
    expect(takePendingBooking(store, 'members-club', panel(false), NOW)).toBeNull();
    expect(takePendingBooking(store, 'members-club', panel(true), NOW)).toEqual(AT_RESTAURANT_1);
  });

  it('is left for its own restaurant and deal, and kept apart per program', () => {
    const store = memoryStore();
    rememberPendingBooking(store, 'members-club', { ...AT_RESTAURANT_1, dealId: 7 }, NOW);
    expect(takePendingBooking(store, 'members-club', panel(true, 2), NOW)).toBeNull();
    expect(takePendingBooking(store, 'members-club', panel(true, 1, null), NOW)).toBeNull();
    expect(takePendingBooking(store, 'dine-asia', panel(true, 1, 7), NOW)).toBeNull();
    expect(takePendingBooking(store, 'members-club', panel(true, 1, 7), NOW)?.dealId).toBe(7);
  });

  it('goes stale after its time, and is dropped then', () => {
    const store = memoryStore();
    rememberPendingBooking(store, 'members-club', AT_RESTAURANT_1, NOW);
    expect(takePendingBooking(store, 'members-club', panel(true), NOW + PENDING_BOOKING_TTL_MS + 1)).toBeNull();
    expect(store.items.size).toBe(0);
    // A marker from the future (a clock set back) is not trusted either.
    rememberPendingBooking(store, 'members-club', AT_RESTAURANT_1, NOW + 60_000);
    expect(takePendingBooking(store, 'members-club', panel(true), NOW)).toBeNull();
  });

  it('drops malformed markers and keeps only a valid choice', () => {
    const store = memoryStore();
    for (const bad of ['{not json', '"text"', JSON.stringify({ restaurantId: '1', dealId: null, at: NOW }), JSON.stringify({ restaurantId: 1, dealId: null })]) {
      store.setItem(pendingBookingKey('p'), bad);
      expect(takePendingBooking(store, 'p', panel(true), NOW)).toBeNull();
      expect(store.items.size).toBe(0);
    }
    store.setItem(pendingBookingKey('p'), JSON.stringify({ restaurantId: 1, dealId: null, selection: { date: 'soon', time: '19:00' }, at: NOW }));
    expect(takePendingBooking(store, 'p', panel(true), NOW)).toEqual({ restaurantId: 1, dealId: null, selection: null });
  });

  it('survives a storage that refuses writes', () => {
    const store = { ...memoryStore(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberPendingBooking(store, 'p', AT_RESTAURANT_1, NOW)).not.toThrow();
    expect(takePendingBooking(store, 'p', panel(true), NOW)).toBeNull();
  });
});

describe('the choice a taken booking resumes with', () => {
  const dates = ['2026-03-06', '2026-03-07'];

  it('is the chosen date and time while that time still takes guests', () => {
    expect(resumableSelection(AT_RESTAURANT_1, dates, [slot('19:00', [1, 2])])).toEqual({ date: '2026-03-06', time: '19:00' });
    // Slots of a later date are not loaded yet: the booking site checks the seats.
    expect(resumableSelection(AT_RESTAURANT_1, dates, undefined)).toEqual({ date: '2026-03-06', time: '19:00' });
  });

  it('is nothing when the time is full or gone, the date is no longer offered, or no time was chosen', () => {
    expect(resumableSelection(AT_RESTAURANT_1, dates, [slot('19:00', [])])).toBeNull();
    expect(resumableSelection(AT_RESTAURANT_1, dates, [slot('18:00', [2])])).toBeNull();
    expect(resumableSelection(AT_RESTAURANT_1, ['2026-03-07'], undefined)).toBeNull();
    expect(resumableSelection({ ...AT_RESTAURANT_1, selection: { date: '2026-03-06', time: null } }, dates, undefined)).toBeNull();
    expect(resumableSelection({ ...AT_RESTAURANT_1, selection: null }, dates, undefined)).toBeNull();
  });
});
