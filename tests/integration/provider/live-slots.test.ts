import type { WebSocket } from '@cloudflare/workers-types/index';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { liveSlotsMessageSchema, type LiveSlotsMessage } from '#domain/contract/live-slots.ts';
import { newMobile } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, newKey } from './booking-fixtures';
import { callProvider, testClientIp, type ErrorBody } from './call-provider';
import { bookingPath } from './manage-fixtures';
import { freshRestaurant } from './seat-fixtures';

/** A watcher of the restaurant's slots, as the edge opens one, and the messages it has heard. */
async function watch(restaurant: number, deal?: number) {
  const answer = await callProvider(`/public/restaurants/${restaurant}/slots/live${deal ? `?deal_id=${deal}` : ''}`, { headers: { Upgrade: 'websocket' } });
  expect(answer.status).toBe(101);
  const socket = (answer as unknown as { webSocket: WebSocket }).webSocket;
  socket.accept();
  const heard: LiveSlotsMessage[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    heard.push(liveSlotsMessageSchema.parse(JSON.parse(String(event.data))));
    waiting.splice(0).forEach((wake) => wake());
  });
  /** Waits until a message names the slot with these party sizes (no fixed sleep: the message is the condition). */
  async function until(date: string, time: string, available: number[]): Promise<void> {
    const found = () => heard.some((m) => m.slots.some((s) => s.date === date && s.time === time && JSON.stringify(s.available) === JSON.stringify(available)));
    while (!found()) await new Promise<void>((wake) => waiting.push(wake));
  }
  return { socket, heard, until };
}

const book = (restaurant: number, date: string, time: string, party: number) =>
  createBooking(restaurant, bookingBody({ date, time, party_size: party, mobile: newMobile() }), newKey(), undefined, testClientIp());

describe('live slots', () => {
  it('tells a watcher when a slot fills and when it frees again, with the party sizes it can take', async () => {
    const r = await freshRestaurant(9_800);
    const date = await localDateIn(r, 4);
    await addSlot({ restaurant: r, date, time: '19:00', capacity: 4 });
    await addSlot({ restaurant: r, date, time: '20:00', capacity: 4 });
    const watcher = await watch(r);
    const booked = await book(r, date, '19:00', 4);
    expect(booked.status).toBe(201);
    await watcher.until(date, '19:00', []);
    const { booking } = bookingCreatedSchema.parse(await booked.json());
    const cancelled = await callProvider(bookingPath(booking.id, booking.reservation_code), { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    await watcher.until(date, '19:00', [1, 2, 3, 4]);
    // Only the slot that changed is named.
    expect(watcher.heard.flatMap((m) => m.slots.map((s) => s.time))).not.toContain('20:00');
    watcher.socket.close(1000, 'done');
  });

  it("tells a deal's watchers of the deal's slots only", async () => {
    const r = await freshRestaurant(9_810);
    const date = await localDateIn(r, 4);
    await addSlot({ restaurant: r, date, time: '18:00', capacity: 2 });
    await addSlot({ restaurant: r, date, time: '18:00', capacity: 2, deal: 31 });
    const plain = await watch(r);
    const dealWatcher = await watch(r, 31);
    expect((await book(r, date, '18:00', 2)).status).toBe(201);
    await plain.until(date, '18:00', []);
    expect(dealWatcher.heard).toEqual([]);
    plain.socket.close(1000, 'done');
    dealWatcher.socket.close(1000, 'done');
  });

  it('refuses a watcher that is not a WebSocket, a restaurant that does not exist, and bad input', async () => {
    const plain = await callProvider('/public/restaurants/1/slots/live');
    expect(plain.status).toBe(426);
    expect(((await plain.json()) as ErrorBody).code).toBe('websocket_required');
    const missing = await callProvider('/public/restaurants/999999/slots/live', { headers: { Upgrade: 'websocket' } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).code).toBe('restaurant_not_found');
    const bad = await callProvider('/public/restaurants/1/slots/live?deal_id=x', { headers: { Upgrade: 'websocket' } });
    expect(bad.status).toBe(400);
  });
});
