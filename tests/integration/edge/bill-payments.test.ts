import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callEdge as call, sameOrigin } from './support/call-edge';
import { updateSessionFromFields } from './support/hosted-fields';
import { APP } from './support/page-forms';
import { addSavedCard } from './support/saved-card';
import { answerChallenge, PAYER_DEVICE } from './support/three-ds-challenge';

const SET_MEMBER_COOKIE = /^__Host-dining_member=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+);/;
const SET_STAFF_COOKIE = /^__Host-dining_staff=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+);/;

let n = 0;
/**
 * A booking of restaurant 3 an hour ago, written straight into the shared D1 (no call books in the past), with a bill
 * its staff open through the app.
 */
async function billedBooking(): Promise<{ id: number; code: string; order: number }> {
  const code = `BILL${Date.now().toString(36).toUpperCase().slice(-6)}${++n}`.slice(0, 16);
  const at = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const row = await env.DB.prepare(
    `INSERT INTO bookings (restaurant_id, program, member_or_guest_name, reservation_at, status, reservation_code, first_name, last_name, email, country_code, mobile, time_zone)
     VALUES (3, 'dine-asia', 'Jane Doe', ?1, 'confirmed', ?2, 'Jane', 'Doe', 'jane@example.com', '65', '91234567', (SELECT time_zone FROM restaurants WHERE id = 3)) RETURNING id`,
  ).bind(at, code).first<{ id: number }>();
  const signedIn = await call('/api/staff/sign-in', sameOrigin('POST', { email: 'staff-3@dining-demo.example', password: 'staff123' }));
  const staff = { Cookie: `__Host-dining_staff=${(signedIn.headers.get('Set-Cookie') ?? '').match(SET_STAFF_COOKIE)![1]}` };
  const opened = await call(`/api/staff/bookings/${row!.id}/orders`, sameOrigin('POST', { amount_minor: 4200 }, { ...staff, 'Idempotency-Key': `edge-bill-${crypto.randomUUID()}` }));
  expect(opened.status).toBe(201);
  return { id: row!.id, code, order: ((await opened.json()) as { order: { id: number } }).order.id };
}

describe('Check Bill through the app (/api/books/{id}/orders/{order_id}/…)', () => {
  it('the diner opens a hosted card session for the bill, types a card in the gateway’s fields, passes 3-D Secure and pays once', async () => {
    const bill = await billedBooking();
    const base = `/api/books/${bill.id}/orders/${bill.order}`;
    const manage = `/booking-detail?booking_id=${bill.id}&reservation_code=${bill.code}`;
    const opened = await call(`${base}/card_session?reservation_code=${bill.code.toLowerCase()}`, sameOrigin('POST', { return_path: manage }));
    expect(opened.status).toBe(201);
    const session = (await opened.json()) as { session_id: string; js_url: string };
    expect(session.js_url).toBe('/api/sandbox/gateway/session.js');
    expect((await updateSessionFromFields(session.session_id)).body.status).toBe('ok');

    const key = `edge-pay-${crypto.randomUUID()}`;
    const pay = () => call(`${base}/pay?reservation_code=${bill.code}`, sameOrigin('POST', { session_id: session.session_id }, { 'Idempotency-Key': key }));
    // Not yet through 3-D Secure: refused.
    expect((await pay()).status).toBe(422);

    const back = `${APP}${manage}&bill_session=${session.session_id}&bill_order=${bill.order}&bill_3ds=1`;
    const threeDs = await call(`${base}/three_ds?reservation_code=${bill.code}`, sameOrigin('POST', { session_id: session.session_id, auth_back_url: back, device: PAYER_DEVICE }));
    expect(threeDs.status).toBe(200);
    expect(threeDs.headers.get('Cache-Control')).toBe('no-store');
    const answered = await answerChallenge(((await threeDs.json()) as { redirect_html: string }).redirect_html, 'authenticated');
    expect(answered.headers.get('Location')).toBe(back);
    const [first, again] = [await pay(), await pay()];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(((await first.json()) as { order: { status: string; card_last4: string } }).order).toMatchObject({ status: 'paid', card_last4: '0008' });
    const captures = await env.DB.prepare("SELECT count(*) AS n FROM sandbox_gateway_transactions WHERE order_id = ? AND operation = 'CAPTURE'").bind(`bill-${bill.order}`).first<{ n: number }>();
    expect(captures!.n).toBe(1);
  });

  it('validates the 3-D Secure request before the provider: a card number, no device, a foreign return address', async () => {
    const bill = await billedBooking();
    const threeDs = (body: Record<string, unknown>) =>
      call(`/api/books/${bill.id}/orders/${bill.order}/three_ds?reservation_code=${bill.code}`, sameOrigin('POST', { session_id: 'SESSION12345678', auth_back_url: `${APP}/booking-detail`, device: PAYER_DEVICE, ...body }));
    expect((await threeDs({ card_number: '5123450000000008' })).status).toBe(400);
    expect((await threeDs({ device: undefined })).status).toBe(400);
    const foreign = await threeDs({ auth_back_url: 'https://evil.example/back' });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { code: string }).code).toBe('return_address_invalid');
    const asked = await env.DB.prepare('SELECT count(*) AS n FROM sandbox_gateway_transactions WHERE order_id = ?').bind(`bill-${bill.order}`).first<{ n: number }>();
    expect(asked!.n).toBe(0);
  });

  it('a signed-in member pays with a saved card: the app adds the member token from its cookie, never the browser', async () => {
    const bill = await billedBooking();
    const signedIn = await call('/api/account/sign-in?program=dine-asia', sameOrigin('POST', { account: 'demo@example.com', password: 'dining123' }));
    const member = { Cookie: `__Host-dining_member=${(signedIn.headers.get('Set-Cookie') ?? '').match(SET_MEMBER_COOKIE)![1]}` };
    const cardId = await addSavedCard('dine-asia', member);
    const pay = (headers: Record<string, string>) =>
      call(`/api/books/${bill.id}/orders/${bill.order}/pay?reservation_code=${bill.code}`, sameOrigin('POST', { program: 'dine-asia', bank_card_id: cardId }, { 'Idempotency-Key': `edge-pay-${crypto.randomUUID()}`, ...headers }));
    // A member token the browser sends itself is not the member's session.
    expect((await pay({ 'X-Member-Token': 'a'.repeat(43) })).status).toBe(401);
    const paid = await pay(member);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { order: { status: string; card_last4: string } }).order).toMatchObject({ status: 'paid', card_last4: '0008' });
  });

  it('validates before the provider: no request key, a card number, a saved card while signed out, a malformed bill', async () => {
    const bill = await billedBooking();
    const pay = (body: unknown, headers: Record<string, string> = { 'Idempotency-Key': `edge-pay-${crypto.randomUUID()}` }, order: string | number = bill.order) =>
      call(`/api/books/${bill.id}/orders/${order}/pay?reservation_code=${bill.code}`, sameOrigin('POST', body, { 'Accept-Language': 'fr', ...headers }));
    expect((await pay({ session_id: 'SESSION12345678' }, {})).status).toBe(400);
    expect((await pay({ session_id: 'SESSION12345678', card_number: '5123450000000008' })).status).toBe(400);
    const signedOut = await pay({ program: 'dine-asia', bank_card_id: 1 });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { full_messages: string[] }).full_messages[0]).toMatch(/connecter/);
    expect((await pay({ session_id: 'SESSION12345678' }, undefined, 'abc')).status).toBe(400);
    const status = await env.DB.prepare('SELECT status FROM booking_orders WHERE id = ?').bind(bill.order).first<{ status: string }>();
    expect(status!.status).toBe('open');
  });
});
