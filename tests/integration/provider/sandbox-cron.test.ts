import { describe, expect, it } from 'vitest';
import { providerApp } from '#provider/index.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { callProvider, type ErrorBody } from './call-provider';
import { bookedWithCard, memberWithCard, paymentOf, PREPAY } from './payment-fixtures';
import { providerEnv as env } from './seed-database';

const DAY_MS = 86_400_000;
const tick = (at: string) => callProvider('/sandbox/cron', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });

describe('POST /sandbox/cron (local development: a cron tick as at a time)', () => {
  it('runs the scheduled jobs as at `at`: a cancelled prepayment’s refund settles only once its day has come', async () => {
    const member = await memberWithCard();
    const booking = await bookedWithCard({ restaurant: PREPAY, token: member.token, mobile: member.mobile, cardId: member.cardId, days: 3 });
    expect((await callProvider(`/public/books/${booking.id}?reservation_code=${booking.code}`, { method: 'DELETE' })).status).toBe(200);
    const refunding = await paymentOf(booking.id);
    expect(refunding).toMatchObject({ state: 'refund_processing', refunding_minor: 8_000, refunded_minor: 0 });

    const now = await tick(new Date().toISOString());
    expect(now.status).toBe(200);
    expect(await paymentOf(booking.id)).toMatchObject({ state: 'refund_processing', refunded_minor: 0 });

    const later = new Date(Date.now() + 5 * DAY_MS).toISOString();
    const settled = await tick(later);
    expect(await settled.json()).toEqual({ ran_at: later });
    expect(await paymentOf(booking.id)).toMatchObject({ state: 'refunded', refunding_minor: 0, refunded_minor: 8_000 });
  });

  it('refuses a time that is not an ISO instant, and runs nothing', async () => {
    for (const body of [{ at: 'tomorrow' }, {}, { at: '2026-01-01T00:00:00Z', extra: 1 }]) {
      const answer = await callProvider('/sandbox/cron', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as ErrorBody).full_messages.length).toBeGreaterThan(0);
    }
  });

  it('is not there where local development did not turn the sandboxes on', async () => {
    const request = () => signedProviderRequest('https://provider.test/sandbox/cron', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at: new Date().toISOString() }) }, { clientIp: null, siteOrigin: null }, env.SERVICE_KEYS!);
    expect((await providerApp.request(await request(), {}, { ...env, LOCAL_SANDBOXES: undefined })).status).toBe(404);
    expect((await providerApp.request(await request(), {}, { ...env, LOCAL_SANDBOXES: 'off' })).status).toBe(404);
  });
});
