import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';

const SET_STAFF_COOKIE = /^__Host-dining_staff=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+);/;
const SET_MEMBER_COOKIE = /^__Host-dining_member=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+);/;

describe('the staff area through the app (/api/staff)', () => {
  it('keeps the staff session in a cookie of its own (HttpOnly, SameSite=Strict) and never answers the token', async () => {
    const signedIn = await call('/api/staff/sign-in', sameOrigin('POST', { email: 'staff-3@dining-demo.example', password: 'staff123' }));
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(SET_STAFF_COOKIE);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const body = (await signedIn.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    const staff = { Cookie: `__Host-dining_staff=${setCookie.match(SET_STAFF_COOKIE)![1]}` };
    const day = await call('/api/staff/bookings', { headers: staff });
    expect(day.status).toBe(200);
    expect(((await day.json()) as { restaurant: { id: number } }).restaurant.id).toBe(3);

    const out = await call('/api/staff/sign-out', sameOrigin('POST', {}, staff));
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toContain('Max-Age=0');
    // The provider revoked the token: the old cookie opens nothing, and is cleared.
    const after = await call('/api/staff/bookings', { headers: staff });
    expect(after.status).toBe(401);
  });

  it('refuses without a staff cookie, with a forged one or with a diner’s member cookie, before the provider, in the diner’s language', async () => {
    const none = await call('/api/staff/bookings', { headers: { 'Accept-Language': 'fr' } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { full_messages: string[] }).full_messages).toEqual(['Veuillez vous connecter avec votre compte du personnel du restaurant']);
    const forged = await call('/api/staff/bookings', { headers: { Cookie: '__Host-dining_staff=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' } });
    expect(forged.status).toBe(401);
    const member = await call('/api/account/sign-in?program=dine-asia', sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }));
    const memberJwt = (member.headers.get('Set-Cookie') ?? '').match(SET_MEMBER_COOKIE)![1];
    const asMember = await call('/api/staff/bookings', { headers: { Cookie: `__Host-dining_staff=${memberJwt}` } });
    expect(asMember.status).toBe(401);
  });

  it('validates before the provider: a malformed day, booking or decision is a localized 400', async () => {
    const signedIn = await call('/api/staff/sign-in', sameOrigin('POST', { email: 'staff-1@dining-demo.example', password: 'staff123' }));
    const staff = { Cookie: `__Host-dining_staff=${(signedIn.headers.get('Set-Cookie') ?? '').match(SET_STAFF_COOKIE)![1]}` };
    expect((await call('/api/staff/bookings?date=tomorrow', { headers: staff })).status).toBe(400);
    expect((await call('/api/staff/bookings/abc/no_show', sameOrigin('POST', {}, staff))).status).toBe(400);
    const decision = await call('/api/staff/appeals/5/decision', sameOrigin('POST', { decision: 'maybe' }, staff));
    expect(decision.status).toBe(400);
    expect(((await decision.json()) as { full_messages: string[] }).full_messages).toEqual(['Please approve or reject the appeal']);
    // A bill: an amount above zero, in minor units, with a request key; each refused before the provider, in words.
    const bill = (body: unknown, key?: string) => call('/api/staff/bookings/5/orders', sameOrigin('POST', body, { ...staff, 'Accept-Language': 'ja', ...(key ? { 'Idempotency-Key': key } : {}) }));
    const zero = await bill({ amount_minor: 0 }, 'edge-bill-0001');
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { full_messages: string[] }).full_messages).toEqual(['0より大きいお会計金額を入力してください']);
    expect((await bill({ amount_minor: 100 })).status).toBe(400);
    expect((await bill({ amount_minor: '100' }, 'edge-bill-0002')).status).toBe(400);
  });

  it('opens a bill only with a staff session', async () => {
    const anonymous = await call('/api/staff/bookings/5/orders', sameOrigin('POST', { amount_minor: 100 }, { 'Idempotency-Key': 'edge-bill-0003' }));
    expect(anonymous.status).toBe(401);
  });
});
