import type { WebSocket } from '@cloudflare/workers-types/index';
import { describe, expect, it } from 'vitest';
import { liveSlotsMessageSchema, type LiveSlotsMessage } from '#domain/contract/live-slots.ts';
import { callEdge as call } from './support/call-edge';

type Availability = { slots: { dates: { date: string; slots: { time: string; seats: { available: number[] } }[] }[] } };
type ErrorBody = { full_messages: string[]; code: string };
const guest = { first_name: 'Ana', last_name: 'Cruz', email: 'ana@example.com', country_code: '65', mobile: '91234588', consent: true };

describe('GET /api/restaurants/:id/slots/live', () => {
  it("passes the restaurant's slot changes through to the diner's socket", async () => {
    const availability = await (await call('/api/restaurants/1/availability?program=dine-asia')).json<Availability>();
    const day = availability.slots.dates[5]!;
    const slot = day.slots.find((s) => s.seats.available.length > 0)!;
    const answer = await call('/api/restaurants/1/slots/live?program=dine-asia', { headers: { Upgrade: 'websocket' } });
    expect(answer.status).toBe(101);
    const socket = (answer as unknown as { webSocket: WebSocket }).webSocket;
    socket.accept();
    const heard = new Promise<LiveSlotsMessage>((resolve) => socket.addEventListener('message', (event) => resolve(liveSlotsMessageSchema.parse(JSON.parse(String(event.data))))));
    const booked = await call('/api/restaurants/1/books', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'Idempotency-Key': 'edge-live-slots-1' },
      body: JSON.stringify({ program: 'dine-asia', date: day.date, time: slot.time, party_size: 1, ...guest }),
    });
    expect(booked.status).toBe(201);
    const message = await heard;
    const changed = message.slots.find((s) => s.date === day.date && s.time === slot.time);
    expect(changed?.available.length).toBeLessThanOrEqual(slot.seats.available.length);
    socket.close(1000, 'done');
  });

  it('refuses a call that is not a WebSocket, an unknown program and bad input, in the diner’s language', async () => {
    const plain = await call('/api/restaurants/1/slots/live?program=dine-asia&lang=ja');
    expect(plain.status).toBe(426);
    expect((await plain.json<ErrorBody>()).code).toBe('websocket_required');
    const unknown = await call('/api/restaurants/1/slots/live?program=no-such-program', { headers: { Upgrade: 'websocket' } });
    expect(unknown.status).toBe(404);
    expect((await call('/api/restaurants/abc/slots/live?program=dine-asia', { headers: { Upgrade: 'websocket' } })).status).toBe(400);
  });
});
