import type { D1Database, DurableObjectState } from '@cloudflare/workers-types/index';
import { DurableObject } from 'cloudflare:workers';
import type { NearestSlot } from '#domain/contract/booking.ts';
import { addDays, toLocal } from '#domain/restaurant-time.ts';
import { LIVE_SLOTS_PING, type LiveSlotsMessage } from '#domain/contract/live-slots.ts';
import type { RestaurantBookingRow } from '#provider/bookings/availability-db.ts';
import { availablePartySizes } from '#provider/bookings/availability-answers.ts';
import { bookingWindow } from '#provider/bookings/booking-window.ts';
import { nearestOpenSlots } from './nearest-open-slots';
import { readInventoryRecord, type InventoryRecord } from './seats-db';
import { autoResponse, watcherSocketPair, type WatcherSocket } from './watcher-sockets';

/** How long a claim waits for D1 to record its booking before the object takes its seats back. */
const CLAIM_TTL_MS = 120_000;
/** A slot the object does not know is looked up in D1 again at most this often (tests and ops add slots in D1). */
const UNKNOWN_SLOT_REFRESH_MS = 2_000;
/** Changes to a restaurant's seats go out to its watchers at most this often, together (an opening's rush, not a message per diner). */
const LIVE_FLUSH_MS = 500;
/** The past the object keeps: yesterday on, in the restaurant's zone (a no-show is marked after the meal). */
const KEPT_PAST_DAYS = 1;

export interface HoldRequest {
  restaurant: number;
  /** Names the claim: the same request retried (its Idempotency-Key) finds its claim again instead of a second one. */
  claim: string;
  date: string;
  time: string;
  /** 0 = no deal. */
  deal: number;
  party: number;
  /** A modify: this booking's own seats in the wanted slot count as free for it. */
  bookingId?: number;
}

export type HoldAnswer =
  | { kind: 'held'; slotId: number; expiresAt: number }
  | { kind: 'full'; nearest: NearestSlot[] }
  /**
   * The object decides nothing and D1's own reads give the answer: no such slot (or restaurant), or the claim was
   * confirmed before (a retry of a request that booked, which D1 replays).
   */
  | { kind: 'undecided' };

/** What a reconciliation found and mended. */
export interface ReconcileReport {
  slots: number;
  /** Slots whose seats taken in the object differed from D1's bookings (and were set to D1's). */
  mended: number;
  /** Slots that changed during the read and wait for the next pass. */
  skipped: number;
}

/** A confirmed claim's name is kept as long as an Idempotency-Key is (a retry of a booked request must replay). */
const CONFIRMED_NAMES_KEPT_MS = 24 * 3_600_000;

/**
 * The seats of one restaurant (idFromName('restaurant:<id>')), so that opening-day crowds spread over as many objects
 * as there are restaurants and none waits behind D1's single writer. Its SQLite storage holds the restaurant's slots
 * (capacity and the seats booked outside any booking) and claims: one per booking that holds seats ('b:<id>') and one
 * per booking being written ('pending', with an expiry). Each decision — take, confirm, give back — is one synchronous
 * step of that storage, so concurrent diners cannot both take the last seat. D1 stays the record: every claim the
 * object gives out is confirmed only once D1 wrote its booking, lapses otherwise (an alarm), and `reconcile` rebuilds
 * the booked claims from D1's bookings.
 */
/** What the object reads from its Worker's bindings: D1, the record (typed here, so that env.ts may name this class). */
interface InventoryBindings {
  DB: D1Database;
}

export class SeatInventory extends DurableObject<InventoryBindings> {
  private readonly sql = this.ctx.storage.sql;
  private loading: Promise<ReconcileReport> | null = null;
  private lastRefresh = 0;
  /** Slots whose seats changed since the watchers last heard (live-slots). */
  private readonly changed = new Set<number>();
  private flushing: ReturnType<typeof setTimeout> | null = null;

  constructor(ctx: DurableObjectState, env: InventoryBindings) {
    super(ctx, env);
    // A watcher's keep-alive is answered without waking a hibernated object.
    this.ctx.setWebSocketAutoResponse(autoResponse(LIVE_SLOTS_PING, 'pong'));
    this.sql.exec(`CREATE TABLE IF NOT EXISTS slots (
      id INTEGER PRIMARY KEY, date TEXT NOT NULL, time TEXT NOT NULL, deal INTEGER NOT NULL,
      capacity INTEGER NOT NULL, outside INTEGER NOT NULL, version INTEGER NOT NULL DEFAULT 0)`);
    this.sql.exec('CREATE INDEX IF NOT EXISTS slots_at ON slots (date, time, deal)');
    this.sql.exec(`CREATE TABLE IF NOT EXISTS claims (
      id TEXT PRIMARY KEY, slot_id INTEGER NOT NULL, seats INTEGER NOT NULL, booking_id INTEGER, expires_at INTEGER)`);
    this.sql.exec('CREATE INDEX IF NOT EXISTS claims_slot ON claims (slot_id)');
    this.sql.exec('CREATE INDEX IF NOT EXISTS claims_booking ON claims (booking_id)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS confirmed (claim TEXT PRIMARY KEY, at INTEGER NOT NULL)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS blocked (date TEXT NOT NULL, deal INTEGER NOT NULL)');
    this.sql.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  }

  /** Takes the party's seats of the wanted slot for a booking about to be written, or says why not. */
  async hold(p: HoldRequest): Promise<HoldAnswer> {
    await this.ready(p.restaurant);
    let slot = this.slotAt(p.date, p.time, p.deal);
    if (!slot && Date.now() - this.lastRefresh > UNKNOWN_SLOT_REFRESH_MS) {
      await this.refresh(p.restaurant);
      slot = this.slotAt(p.date, p.time, p.deal);
    }
    if (!slot || this.sql.exec('SELECT 1 FROM confirmed WHERE claim = ?', p.claim).toArray().length) return { kind: 'undecided' };
    // From here to the end: one synchronous step.
    const held = this.sql.exec<{ expires_at: number | null }>('SELECT expires_at FROM claims WHERE id = ?', p.claim).toArray()[0];
    if (held) return { kind: 'held', slotId: slot.id, expiresAt: held.expires_at ?? Date.now() };
    const own = p.bookingId === undefined ? 0 : this.sql.exec<{ n: number }>('SELECT coalesce(sum(seats), 0) AS n FROM claims WHERE slot_id = ? AND booking_id = ? AND expires_at IS NULL', slot.id, p.bookingId).one().n;
    if (this.left(slot.id) + own < p.party) return { kind: 'full', nearest: this.nearest(p) };
    const expiresAt = Date.now() + CLAIM_TTL_MS;
    this.sql.exec('INSERT INTO claims (id, slot_id, seats, booking_id, expires_at) VALUES (?, ?, ?, ?, ?)', p.claim, slot.id, p.party, p.bookingId ?? null, expiresAt);
    this.touch(slot.id);
    await this.alarmBy(expiresAt);
    return { kind: 'held', slotId: slot.id, expiresAt };
  }

  /** D1 wrote the booking the claim was held for: the claim becomes the booking's seats (a modify's old seats go). */
  async confirm(claim: string, bookingId: number): Promise<void> {
    const now = Date.now();
    this.sql.exec('DELETE FROM confirmed WHERE at < ?', now - CONFIRMED_NAMES_KEPT_MS);
    this.sql.exec('INSERT OR REPLACE INTO confirmed (claim, at) VALUES (?, ?)', claim, now);
    const pending = this.sql.exec<{ slot_id: number; seats: number }>('SELECT slot_id, seats FROM claims WHERE id = ? AND expires_at IS NOT NULL', claim).toArray()[0];
    // Lapsed first (D1 was slower than the claim): the reconciliation reads the booking from D1.
    if (!pending) return this.alarmBy(now);
    this.touchBooking(bookingId);
    this.sql.exec('DELETE FROM claims WHERE booking_id = ? AND expires_at IS NULL', bookingId);
    this.sql.exec('DELETE FROM claims WHERE id = ?', claim);
    this.sql.exec('INSERT OR REPLACE INTO claims (id, slot_id, seats, booking_id, expires_at) VALUES (?, ?, ?, ?, NULL)', `b:${bookingId}`, pending.slot_id, pending.seats, bookingId);
    this.touch(pending.slot_id);
  }

  /** The booking was not written (refused, failed): the claim's seats are free again. */
  release(claim: string): void {
    const slot = this.sql.exec<{ slot_id: number }>('SELECT slot_id FROM claims WHERE id = ? AND expires_at IS NOT NULL', claim).toArray()[0];
    if (!slot) return;
    this.sql.exec('DELETE FROM claims WHERE id = ?', claim);
    this.touch(slot.slot_id);
  }

  /** D1 cancelled the booking: its seats are free again. Gives back nothing twice. */
  releaseBooking(bookingId: number): void {
    this.touchBooking(bookingId);
    this.sql.exec('DELETE FROM claims WHERE booking_id = ? AND expires_at IS NULL', bookingId);
  }

  /**
   * A booking panel watching the restaurant's slots (live-slots-routes.ts): a WebSocket accepted through the
   * hibernation API, so an idle watcher costs nothing, tagged with the deal whose slots it shows (0 = no deal).
   * Each change of seats then reaches it as the slots' bookable party sizes (LiveSlotsMessage).
   */
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const restaurant = Number(url.searchParams.get('restaurant'));
    const deal = Number(url.searchParams.get('deal') ?? 0);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !Number.isInteger(restaurant) || restaurant < 1 || !Number.isInteger(deal) || deal < 0) {
      return new Response(null, { status: 400 });
    }
    await this.ready(restaurant);
    if (!this.meta('conditions')) return new Response(null, { status: 404 });
    const { answer, kept } = watcherSocketPair();
    this.ctx.acceptWebSocket(kept, [watcherTag(deal)]);
    return answer as unknown as Response;
  }

  /** Watchers only listen (their keep-alive 'ping' is answered without this): anything else they send is ignored. */
  webSocketMessage(): void {}

  webSocketClose(ws: WatcherSocket, code: number): void {
    // 1005 and 1006 say no code was given: they may not be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
  }

  /** Seats left per slot id, as the object decides them (claims being written count as taken). */
  async seatsLeft(restaurant: number, slotIds: readonly number[]): Promise<Record<number, number>> {
    await this.ready(restaurant);
    const known = new Set(this.sql.exec<{ id: number }>('SELECT id FROM slots').toArray().map((row) => row.id));
    if (slotIds.some((id) => !known.has(id)) && Date.now() - this.lastRefresh > UNKNOWN_SLOT_REFRESH_MS) await this.refresh(restaurant);
    const left: Record<number, number> = {};
    for (const row of this.openSlots()) left[row.id] = row.left;
    return left;
  }

  /** Seats taken per slot id by bookings (claims being written aside): what the reconciliation compares with D1. */
  bookedSeats(): Record<number, number> {
    const taken: Record<number, number> = {};
    for (const row of this.sql.exec<{ slot_id: number; n: number }>('SELECT slot_id, sum(seats) AS n FROM claims WHERE expires_at IS NULL GROUP BY slot_id')) taken[row.slot_id] = row.n;
    return taken;
  }

  /** Rebuilds the slots and the booked claims from D1 (pending claims stay), counting the slots it had to mend. */
  reconcile(restaurant: number): Promise<ReconcileReport> {
    this.setMeta('restaurant', String(restaurant));
    return this.refresh(restaurant);
  }

  /** Claims D1 did not confirm in time lapse; the bookings D1 did write meanwhile are read back from it. */
  override async alarm(): Promise<void> {
    const restaurant = Number(this.meta('restaurant'));
    const now = Date.now();
    const lapsed = this.sql.exec<{ slot_id: number }>('DELETE FROM claims WHERE expires_at IS NOT NULL AND expires_at <= ? RETURNING slot_id', now).toArray();
    for (const { slot_id } of lapsed) this.touch(slot_id);
    // D1 refuses a booking whose claim has lapsed (its batch carries the deadline), so what it holds now is final.
    if (restaurant) {
      const report = await this.refresh(restaurant);
      if (report.skipped) await this.alarmBy(Date.now() + 1_000);
    }
    const next = this.sql.exec<{ n: number }>('SELECT coalesce(min(expires_at), 0) AS n FROM claims WHERE expires_at IS NOT NULL').one().n;
    if (next) await this.alarmBy(next);
  }

  private async ready(restaurant: number): Promise<void> {
    if (this.meta('loaded') === '1') return;
    this.setMeta('restaurant', String(restaurant));
    this.loading ??= this.refresh(restaurant).finally(() => (this.loading = null));
    await this.loading;
    this.setMeta('loaded', '1');
  }

  private async refresh(restaurant: number): Promise<ReconcileReport> {
    const before = new Map(this.sql.exec<{ id: number; version: number }>('SELECT id, version FROM slots').toArray().map((row) => [row.id, row.version]));
    this.lastRefresh = Date.now();
    const record = await readInventoryRecord(this.env.DB, restaurant, this.keptFrom());
    const leftBefore = new Map(this.openSlots().map((slot) => [slot.id, slot.left]));
    const report = this.apply(record, before);
    // What D1 mended, or a capacity it changed, reaches the watchers as any claim does.
    this.tellWatchers(this.openSlots().flatMap((slot) => (leftBefore.has(slot.id) && leftBefore.get(slot.id) !== slot.left ? [slot.id] : [])));
    return report;
  }

  // One synchronous step: each slot that did not change while D1 was read takes D1's capacity and bookings.
  private apply(record: InventoryRecord, before: Map<number, number>): ReconcileReport {
    if (record.restaurant) this.setMeta('conditions', JSON.stringify(record.restaurant));
    this.sql.exec('DELETE FROM blocked');
    for (const b of record.blocked) this.sql.exec('INSERT INTO blocked (date, deal) VALUES (?, ?)', b.date, b.deal);
    const bySlot = new Map<number, InventoryRecord['bookings']>();
    for (const b of record.bookings) bySlot.set(b.slot_id, [...(bySlot.get(b.slot_id) ?? []), b]);
    const report: ReconcileReport = { slots: record.slots.length, mended: 0, skipped: 0 };
    for (const slot of record.slots) {
      const version = this.sql.exec<{ version: number }>('SELECT version FROM slots WHERE id = ?', slot.id).toArray()[0]?.version;
      if (version !== undefined && version !== before.get(slot.id)) {
        report.skipped++;
        continue;
      }
      const live = bySlot.get(slot.id) ?? [];
      const bookedInD1 = live.reduce((n, b) => n + b.party_size, 0);
      const bookedHere = this.sql.exec<{ n: number }>('SELECT coalesce(sum(seats), 0) AS n FROM claims WHERE slot_id = ? AND expires_at IS NULL', slot.id).one().n;
      if (version !== undefined && bookedHere !== bookedInD1) report.mended++;
      this.sql.exec(
        `INSERT INTO slots (id, date, time, deal, capacity, outside) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (id) DO UPDATE SET date = ?2, time = ?3, deal = ?4, capacity = ?5, outside = ?6`,
        slot.id, slot.date, slot.time, slot.deal, slot.capacity, slot.booked - bookedInD1,
      );
      this.sql.exec('DELETE FROM claims WHERE slot_id = ? AND expires_at IS NULL', slot.id);
      for (const b of live) this.sql.exec('INSERT OR REPLACE INTO claims (id, slot_id, seats, booking_id, expires_at) VALUES (?, ?, ?, ?, NULL)', `b:${b.id}`, slot.id, b.party_size, b.id);
    }
    // Slots gone from D1 (or now in the past) go, with their claims.
    const current = new Set(record.slots.map((s) => s.id));
    for (const { id } of this.sql.exec<{ id: number }>('SELECT id FROM slots').toArray()) {
      if (!current.has(id)) {
        this.sql.exec('DELETE FROM claims WHERE slot_id = ?', id);
        this.sql.exec('DELETE FROM slots WHERE id = ?', id);
      }
    }
    return report;
  }

  private nearest(p: HoldRequest): NearestSlot[] {
    const conditions = this.meta('conditions');
    if (!conditions) return [];
    const { from, lastDate } = bookingWindow(JSON.parse(conditions) as RestaurantBookingRow);
    const blocked = this.sql.exec<{ date: string; deal: number }>('SELECT date, deal FROM blocked').toArray();
    const slots = this.openSlots().filter((s) => s.deal === p.deal && s.date >= p.date);
    return nearestOpenSlots(slots, { ...p, from, lastDate, blocked: (date, deal) => blocked.some((b) => b.date === date && (b.deal === 0 || b.deal === deal)) });
  }

  /** Every slot with the seats left in it, by date and time. */
  private openSlots() {
    return this.sql
      .exec<{ id: number; date: string; time: string; deal: number; capacity: number; left: number }>(
        `SELECT s.id, s.date, s.time, s.deal, s.capacity, s.capacity - s.outside - coalesce((SELECT sum(seats) FROM claims c WHERE c.slot_id = s.id), 0) AS left
         FROM slots s ORDER BY s.date, s.time`,
      )
      .toArray();
  }

  private slotAt(date: string, time: string, deal: number): { id: number } | undefined {
    return this.sql.exec<{ id: number }>('SELECT id FROM slots WHERE date = ? AND time = ? AND deal = ?', date, time, deal).toArray()[0];
  }

  private left(slotId: number): number {
    return this.sql.exec<{ n: number }>('SELECT s.capacity - s.outside - coalesce((SELECT sum(seats) FROM claims c WHERE c.slot_id = s.id), 0) AS n FROM slots s WHERE s.id = ?',
      slotId,
    ).one().n;
  }

  private keptFrom(): string {
    const conditions = this.meta('conditions');
    const zone = conditions ? (JSON.parse(conditions) as RestaurantBookingRow).time_zone : 'UTC';
    // Before the zone is known, a day more covers every zone's yesterday.
    return addDays(toLocal(new Date(), zone).date, -(KEPT_PAST_DAYS + (conditions ? 0 : 1)));
  }

  private touch(slotId: number): void {
    this.sql.exec('UPDATE slots SET version = version + 1 WHERE id = ?', slotId);
    this.tellWatchers([slotId]);
  }

  private touchBooking(bookingId: number): void {
    const touched = this.sql.exec<{ id: number }>('UPDATE slots SET version = version + 1 WHERE id IN (SELECT slot_id FROM claims WHERE booking_id = ?) RETURNING id', bookingId).toArray();
    this.tellWatchers(touched.map((row) => row.id));
  }

  /** The slots' seats changed: their watchers hear of it within LIVE_FLUSH_MS, all changes meanwhile in one message per deal. */
  private tellWatchers(slotIds: readonly number[]): void {
    // Nobody watching: nothing to keep, and no timer to hold the object awake.
    if (!this.flushing && !this.ctx.getWebSockets().length) return;
    for (const id of slotIds) this.changed.add(id);
    if (this.flushing || !this.changed.size) return;
    this.flushing = setTimeout(() => {
      this.flushing = null;
      this.flushChanges();
    }, LIVE_FLUSH_MS);
  }

  private flushChanges(): void {
    const ids = new Set(this.changed);
    this.changed.clear();
    if (!this.ctx.getWebSockets().length) return;
    const conditions = this.meta('conditions');
    if (!conditions) return;
    const bounds = JSON.parse(conditions) as RestaurantBookingRow;
    const byDeal = new Map<number, LiveSlotsMessage['slots']>();
    for (const slot of this.openSlots()) {
      if (!ids.has(slot.id)) continue;
      const available = availablePartySizes({ capacity: slot.capacity, booked: slot.capacity - slot.left }, bounds);
      byDeal.set(slot.deal, [...(byDeal.get(slot.deal) ?? []), { date: slot.date, time: slot.time, available }]);
    }
    for (const [deal, slots] of byDeal) {
      const message = JSON.stringify({ slots } satisfies LiveSlotsMessage);
      for (const ws of this.ctx.getWebSockets(watcherTag(deal))) {
        try {
          ws.send(message);
        } catch {
          // A watcher that went away meanwhile: its close handler ends it.
        }
      }
    }
  }

  private async alarmBy(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }

  private meta(key: string): string | undefined {
    return this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', key, value);
  }
}

/** The watchers of one deal's slots (0 = the restaurant's slots without a deal). */
const watcherTag = (deal: number) => `deal:${deal}`;
