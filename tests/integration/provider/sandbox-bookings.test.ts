import { describe, expect, it } from 'vitest';
import { toLocal } from '#domain/restaurant-time.ts';
import { providerApp } from '#provider/index.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { callProvider } from './call-provider';
import { bookedWithCard, GUARANTEE, memberWithCard, paymentOf } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

const json = { 'Content-Type': 'application/json' };
const moveTo = (id: number, at: string) => callProvider(`/sandbox/bookings/${id}/reserved_at`, { method: 'POST', headers: json, body: JSON.stringify({ at }) });

describe('/sandbox/bookings/{id} (local development: a booking’s states no call reaches)', () => {
  it('moves a booking’s reserved time and answers its restaurant-local day; reads its payment as recorded', async () => {
    const member = await memberWithCard();
    const booking = await bookedWithCard({ restaurant: GUARANTEE, token: member.token, mobile: member.mobile, cardId: member.cardId, days: 3 });
    const at = new Date(Date.now() - 20 * 60_000);
    const moved = await moveTo(booking.id, at.toISOString());
    expect(moved.status).toBe(200);
    const zone = (await env.DB.prepare('SELECT time_zone FROM bookings WHERE id = ?').bind(booking.id).first<{ time_zone: string }>())!.time_zone;
    expect(await moved.json()).toEqual({ reservation_at: at.toISOString().replace(/\.\d{3}Z$/, 'Z'), date: toLocal(at, zone).date });

    const read = await callProvider(`/sandbox/bookings/${booking.id}/payment`);
    expect(read.status).toBe(200);
    const recorded = (await paymentOf(booking.id))!;
    expect(await read.json()).toEqual({
      payment: {
        kind: recorded.kind, state: recorded.state, card_id: member.cardId, card_last4: recorded.card_last4, amount_minor: recorded.amount_minor, held_minor: recorded.held_minor,
        captured_minor: recorded.captured_minor, released_minor: recorded.released_minor, refunded_minor: recorded.refunded_minor, refunding_minor: recorded.refunding_minor,
      },
    });
  });

  it('answers 404 for a booking that does not exist, 400 for a time that is not an instant', async () => {
    expect((await moveTo(999_999_999, new Date().toISOString())).status).toBe(404);
    expect((await moveTo(1, 'yesterday')).status).toBe(400);
  });

  it('is not there where local development did not turn the sandboxes on', async () => {
    const request = () =>
      signedProviderRequest('https://provider.test/sandbox/bookings/1/reserved_at', { method: 'POST', headers: json, body: JSON.stringify({ at: new Date().toISOString() }) }, { clientIp: null, siteOrigin: null }, env.SERVICE_KEYS!);
    expect((await providerApp.request(await request(), {}, { ...env, LOCAL_SANDBOXES: undefined })).status).toBe(404);
    expect((await providerApp.request(await request(), {}, { ...env, LOCAL_SANDBOXES: 'off' })).status).toBe(404);
  });
});
