import { exports } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '#domain/contract/booking.ts';
import { bookingDetailSchema } from '#domain/contract/booking-manage.ts';
import { bodyHashOf, SERVICE_ASSERTION_HEADER } from '#crypto/service-assertion.ts';
import { REQUEST_LIMITS } from '#domain/request-limits.ts';
import { readKeyRing } from '#crypto/key-ring.ts';
import { signedProviderRequest } from '#tests/integration/signed-provider-request.ts';
import { forge, jwtAttacks, type JwtTarget } from '#tests/integration/support/jwt-attacks.ts';
import { addSlot, bookingBody, localDateIn, newKey, slotSeats, uniqueTime } from './booking-fixtures';
import { callProvider, TEST_CLIENT_IP_HEADER, type ErrorBody } from './call-provider';
import { providerEnv as env } from './seed-database';

const R = 2;
const ring = readKeyRing(env.SERVICE_KEYS, 'SERVICE_KEYS');
const provider = (request: Request) => exports.default.fetch(request);

/** A booking request and the slot it is for, unsigned. */
async function bookingRequest() {
  const date = await localDateIn(R, 6);
  const time = uniqueTime();
  const slot = await addSlot({ restaurant: R, date, time, capacity: 4 });
  const body = JSON.stringify(bookingBody({ date, time }));
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body };
  return { slot, body, init, url: `https://provider.test/public/restaurants/${R}/books` };
}

async function withAssertion(url: string, init: RequestInit, token: string): Promise<Request> {
  const headers = new Headers(init.headers);
  headers.set(SERVICE_ASSERTION_HEADER, token);
  return new Request(url, { ...init, headers });
}

describe('the provider answers only the app (signed service assertion)', () => {
  it('refuses a call without an assertion with 401 in the spec error shape, and writes nothing', async () => {
    const { slot, init, url } = await bookingRequest();
    const response = await provider(new Request(url, init));
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).code).toBe('service_assertion_invalid');
    expect((await slotSeats(slot)).booked).toBe(0);
    expect((await provider(new Request('https://provider.test/public/project_configs/dine-asia'))).status).toBe(401);
  });

  it('books with a valid one (the control), also one signed with an older key of SERVICE_KEYS', async () => {
    const first = await bookingRequest();
    expect((await provider(await signedProviderRequest(first.url, first.init, { clientIp: '192.0.2.1', siteOrigin: null }, env.SERVICE_KEYS))).status).toBe(201);
    const second = await bookingRequest();
    const old = await new SignJWT({ m: 'POST', p: `/public/restaurants/${R}/books`, bh: await bodyHashOf(second.body), ip: '192.0.2.3', so: null })
      .setProtectedHeader({ alg: 'HS256', kid: 'old', typ: 'service-assertion+jwt' })
      .setIssuer('dining-app').setAudience('dining-provider').setIssuedAt().setExpirationTime('60s')
      .sign(ring.keys.get('old')!);
    expect((await provider(await withAssertion(second.url, second.init, old))).status).toBe(201);
  });

  it('refuses a limited call whose assertion names no diner address (400), rather than count it in one shared bucket', async () => {
    const { slot, init, url } = await bookingRequest();
    const response = await provider(await signedProviderRequest(url, init, { clientIp: null, siteOrigin: null }, env.SERVICE_KEYS));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).code).toBe('client_address_missing');
    expect((await slotSeats(slot)).booked).toBe(0);
  });

  it('refuses an assertion made for another method, path, query or body', async () => {
    const { slot, init, url } = await bookingRequest();
    const target = `/public/restaurants/${R}/books`;
    const assertionFor = async (claims: Record<string, unknown>) =>
      new SignJWT({ m: 'POST', p: target, bh: await bodyHashOf(init.body), ip: '192.0.2.3', so: null, ...claims })
        .setProtectedHeader({ alg: 'HS256', kid: ring.currentKid, typ: 'service-assertion+jwt' })
        .setIssuer('dining-app').setAudience('dining-provider').setIssuedAt().setExpirationTime('60s')
        .sign(ring.keys.get(ring.currentKid)!);
    for (const claims of [{ m: 'GET' }, { p: '/public/restaurants/3/books' }, { p: `${target}?x=1` }, { bh: await bodyHashOf('{}') }, { bh: null }]) {
      expect((await provider(await withAssertion(url, init, await assertionFor(claims)))).status, JSON.stringify(claims)).toBe(401);
    }
    // Issued two minutes ago, though its exp was set far ahead: too old to be this call's.
    const stale = await new SignJWT({ m: 'POST', p: target, bh: await bodyHashOf(init.body), ip: '192.0.2.3', so: null })
      .setProtectedHeader({ alg: 'HS256', kid: ring.currentKid, typ: 'service-assertion+jwt' })
      .setIssuer('dining-app').setAudience('dining-provider').setIssuedAt(Math.floor(Date.now() / 1000) - 120).setExpirationTime('1h')
      .sign(ring.keys.get(ring.currentKid)!);
    expect((await provider(await withAssertion(url, init, stale))).status).toBe(401);
    expect((await slotSeats(slot)).booked).toBe(0);
  });

  describe('forged assertions', async () => {
    const { init, url } = await bookingRequest();
    const target: JwtTarget = {
      typ: 'service-assertion+jwt', audience: 'dining-provider', issuer: 'dining-app', currentKid: ring.currentKid, key: (kid) => ring.keys.get(kid)!,
      claims: { m: 'POST', p: `/public/restaurants/${R}/books`, bh: await bodyHashOf(init.body), ip: '192.0.2.3', so: null },
    };
    it.each(jwtAttacks(target))('refuses %s', async (_name, token) => {
      const response = await provider(await withAssertion(url, init, await token()));
      expect(response.status).toBe(401);
    });
    it('accepts the well-formed one (the control)', async () => {
      expect((await provider(await withAssertion(url, init, await forge(target)))).status).toBe(201);
    });
  });

  it('reads the diner address only from the assertion: an X-Client-IP header counts for nothing', async () => {
    // Each try names another code, so only the per-client limit can trip.
    let tries = 0;
    const lookup = (signedFor: string, header?: string) =>
      signedProviderRequest(
        'https://provider.test/public/books/lookup',
        { method: 'POST', headers: { 'Content-Type': 'application/json', ...(header ? { 'X-Client-IP': header } : {}) }, body: JSON.stringify({ reservation_code: `NOPE${String(++tries).padStart(4, '0')}`, country_code: '65', mobile: '91234567' }) },
        { clientIp: signedFor, siteOrigin: null },
        env.SERVICE_KEYS,
      ).then(provider);
    for (let i = 0; i < REQUEST_LIMITS.booking_lookup.client.limit; i++) await (await lookup('198.51.100.7')).body?.cancel();
    expect((await lookup('198.51.100.7')).status).toBe(429);
    // Another diner naming the first one's address in a header is still counted as themselves.
    expect((await lookup('198.51.100.8', '198.51.100.7')).status).toBe(404);
    // And the first one cannot escape their limit by naming another address.
    expect((await lookup('198.51.100.7', '198.51.100.9')).status).toBe(429);
  });

  it('reads the booking site only from the assertion: an X-Booking-Site-Origin header counts for nothing', async () => {
    const { init, url } = await bookingRequest();
    const headers = new Headers(init.headers);
    headers.set('X-Booking-Site-Origin', 'https://phishing.example');
    const response = await provider(await signedProviderRequest(url, { ...init, headers }, { clientIp: '192.0.2.2', siteOrigin: null }, env.SERVICE_KEYS));
    expect(response.status).toBe(201);
    const { booking } = bookingCreatedSchema.parse(await response.json());
    const detail = bookingDetailSchema.parse(await (await callProvider(`/public/books/${booking.id}?reservation_code=${booking.reservation_code}`, { headers: { [TEST_CLIENT_IP_HEADER]: '192.0.2.2' } })).json());
    expect(new URL(detail.guest_manage_url).origin).toBe('http://localhost:8787');
  });
});
