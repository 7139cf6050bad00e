import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '#domain/contract/booking-manage.ts';
import type { StaffBooking } from '#domain/contract/staff.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import { callProvider, newClientIp, send, signUp } from './account-fixtures';
import { asStaff, pastBooking, staffToken } from './staff-fixtures';
import type { ErrorBody } from './call-provider';
import { bookFresh, bookingPath } from './manage-fixtures';
import { deliver, mailsTo, outboxOf, uniqueEmail } from './mail-fixtures';
import { providerEnv as env } from './seed-database';

/** The mails to an address, once the queue or the delivery here relayed one. */
async function waitForMail(email: string) {
  for (let i = 0; i < 40; i++) {
    const mails = await mailsTo(email);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(email);
}

// The demo staff: staff-<restaurant>@dining-demo.example / staff123, for restaurants 1, 3, 241 and 287.
const R = 3;
const OTHER = 1;

const statusOf = async (id: number) => (await env.DB.prepare('SELECT status FROM bookings WHERE id = ?').bind(id).first<{ status: string }>())!.status;
const detailOf = async (b: { id: number; code: string }) => (await callProvider(bookingPath(b.id, b.code))).json() as Promise<BookingDetail>;

describe('restaurant staff', () => {
  it('sign in with their own account only: a wrong password or an unknown e-mail get the same answer, malformed input a 400', async () => {
    const ip = newClientIp();
    const wrong = await send('POST', '/staff/auth/sign_in', { email: 'staff-3@dining-demo.example', password: 'nope' }, { 'X-Client-IP': ip });
    const unknown = await send('POST', '/staff/auth/sign_in', { email: 'nobody@dining-demo.example', password: 'staff123' }, { 'X-Client-IP': ip });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect((await wrong.json<ErrorBody>()).full_messages).toEqual((await unknown.json<ErrorBody>()).full_messages);
    expect((await send('POST', '/staff/auth/sign_in', { email: 'not an email', password: 'x' }, { 'X-Client-IP': ip })).status).toBe(400);
    // A diner's member token is not a staff session.
    const member = await signUp();
    expect((await callProvider('/staff/bookings', { headers: { 'X-Staff-Token': member.token } })).status).toBe(401);
    expect((await callProvider('/staff/bookings')).status).toBe(401);
    // Signed out, the token no longer opens the area.
    const token = await staffToken(R);
    expect((await asStaff(token, 'DELETE', '/staff/auth/sign_out')).status).toBe(204);
    expect((await asStaff(token, 'GET', '/staff/bookings')).status).toBe(401);
  });

  it('see only their restaurant’s bookings of the day; another restaurant’s booking does not exist for them', async () => {
    const mine = await pastBooking(R);
    const theirs = await pastBooking(OTHER);
    const token = await staffToken(R);
    const zone = (await env.DB.prepare('SELECT time_zone FROM restaurants WHERE id = ?').bind(R).first<{ time_zone: string }>())!.time_zone;
    const day = toLocal(new Date(Date.now() - 3_600_000), zone).date;
    const answer = await asStaff(token, 'GET', `/staff/bookings?date=${day}`);
    expect(answer.status).toBe(200);
    const { bookings, restaurant } = await answer.json<{ bookings: StaffBooking[]; restaurant: { id: number; name: string } }>();
    expect(restaurant.id).toBe(R);
    expect(bookings.map((b) => b.id)).toContain(mine.id);
    expect(bookings.map((b) => b.id)).not.toContain(theirs.id);
    expect(bookings.find((b) => b.id === mine.id)).toMatchObject({ can_confirm_meal: true, can_mark_no_show: true, appeal: null });
    for (const outcome of ['meal', 'no_show']) {
      const refused = await asStaff(token, 'POST', `/staff/bookings/${theirs.id}/${outcome}`);
      expect(refused.status).toBe(404);
    }
    expect(await statusOf(theirs.id)).toBe('confirmed');
    expect((await asStaff(token, 'GET', '/staff/bookings?date=tomorrow')).status).toBe(400);
  });

  it('mark a no-show only after the reserved time, once', async () => {
    const token = await staffToken(R);
    const upcoming = await bookFresh({ restaurant: R });
    const early = await asStaff(token, 'POST', `/staff/bookings/${upcoming.id}/no_show`);
    expect(early.status).toBe(422);
    expect((await early.json<ErrorBody>()).full_messages).toEqual(['This can be done only after the reserved time']);
    expect(await statusOf(upcoming.id)).toBe('confirmed');

    const email = uniqueEmail();
    const past = await pastBooking(R, '81112222', email);
    const marks = await Promise.all(Array.from({ length: 10 }, () => asStaff(token, 'POST', `/staff/bookings/${past.id}/no_show`)));
    expect(marks.map((m) => m.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await statusOf(past.id)).toBe('no_show');

    // The diner is told once, with the way to appeal and no calendar file.
    const rows = await outboxOf(past.id);
    expect(rows.map((r) => [r.kind, r.sequence])).toEqual([['booking_no_show', 1]]);
    await deliver(rows.map((r) => r.id));
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toMatch(/^Marked as a no-show: /);
    expect(mail!.text_body).toContain('The restaurant marked this booking as a no-show. If you came, or cancelled in time, you can appeal on the booking’s page.');
    expect(mail!.text_body).toMatch(/Appeal the no-show: http.*\/manage\?/);
    expect(mail!.attachments).toEqual([]);
    expect((await asStaff(token, 'POST', `/staff/bookings/${past.id}/meal`)).status).toBe(409);
  });

  it('confirm a meal once: the booking is completed and its member earns the booking points once', async () => {
    const member = await signUp();
    const past = await pastBooking(R, member.mobile);
    const token = await staffToken(R);
    const confirms = await Promise.all(Array.from({ length: 10 }, () => asStaff(token, 'POST', `/staff/bookings/${past.id}/meal`)));
    expect(confirms.filter((m) => m.status === 200)).toHaveLength(1);
    expect(await statusOf(past.id)).toBe('completed');
    const entries = await env.DB.prepare("SELECT count(*) AS n, sum(delta) AS points FROM point_entries WHERE reason = 'booking_completed' AND ref = ?").bind(String(past.id)).first<{ n: number; points: number }>();
    expect(entries!.n).toBe(1);
  });

  it('open a bill once per request key, in the restaurant’s currency, for guests who came; the diner’s Check Bill lists it', async () => {
    const token = await staffToken(R);
    const openBill = (bookingId: number, body: unknown, key: string | null, staff = token) =>
      send('POST', `/staff/bookings/${bookingId}/orders`, body, { 'X-Staff-Token': staff, ...(key ? { 'Idempotency-Key': key } : {}) });
    const countOrders = async (bookingId: number) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_orders WHERE booking_id = ?').bind(bookingId).first<{ n: number }>())!.n;

    // Before the guests came, nothing is opened.
    const upcoming = await bookFresh({ restaurant: R });
    const early = await openBill(upcoming.id, { amount_minor: 8650 }, 'bill-early-1');
    expect(early.status).toBe(422);
    expect((await early.json<ErrorBody>()).full_messages).toEqual(['A bill can be opened once the guests have arrived']);

    const past = await pastBooking(R);
    // Bad input: a clear message, nothing written.
    for (const [body, key, message] of [
      [{ amount_minor: 0 }, 'bill-bad-1', 'Please enter the bill amount, above zero'],
      [{ amount_minor: 12.5 }, 'bill-bad-2', 'Please enter the bill amount, above zero'],
      [{ amount_minor: 100, items: [] }, 'bill-bad-3', null],
      [{ amount_minor: 100 }, null, null],
    ] as const) {
      const refused = await openBill(past.id, body, key);
      expect(refused.status).toBe(400);
      if (message) expect((await refused.json<ErrorBody>()).full_messages).toEqual([message]);
    }
    expect(await countOrders(past.id)).toBe(0);

    // Ten parallel presses with one key open one bill, and each answers it.
    const opened = await Promise.all(Array.from({ length: 10 }, () => openBill(past.id, { amount_minor: 8650 }, 'bill-key-0001')));
    expect(opened.map((o) => o.status)).toEqual(Array<number>(10).fill(201));
    const orders = await Promise.all(opened.map((o) => o.json<{ order: { id: number; amount_cents: number; currency: string; status: string } }>()));
    expect(new Set(orders.map((o) => o.order.id)).size).toBe(1);
    const currency = (await env.DB.prepare('SELECT currency FROM restaurants WHERE id = ?').bind(R).first<{ currency: string }>())!.currency;
    expect(orders[0]!.order).toMatchObject({ amount_cents: 8650, currency, status: 'open' });
    expect(await countOrders(past.id)).toBe(1);
    // The same key for another amount is another request: refused, nothing written.
    expect((await openBill(past.id, { amount_minor: 9999 }, 'bill-key-0001')).status).toBe(422);
    expect(await countOrders(past.id)).toBe(1);

    // Without a staff session, or with a diner's member token, the provider refuses before anything is read.
    const member = await signUp();
    for (const headers of [{}, { 'X-Staff-Token': member.token }] as Record<string, string>[]) {
      expect((await send('POST', `/staff/bookings/${past.id}/orders`, { amount_minor: 100 }, { ...headers, 'Idempotency-Key': 'bill-nobody-1' })).status).toBe(401);
    }
    expect(await countOrders(past.id)).toBe(1);
    // Staff of another restaurant cannot open one; the staff list and the diner's booking show the bill.
    expect((await openBill(past.id, { amount_minor: 100 }, 'bill-other-1', await staffToken(OTHER))).status).toBe(404);
    const zone = (await env.DB.prepare('SELECT time_zone FROM restaurants WHERE id = ?').bind(R).first<{ time_zone: string }>())!.time_zone;
    const day = await (await asStaff(token, 'GET', `/staff/bookings?date=${toLocal(new Date(Date.now() - 3_600_000), zone).date}`)).json<{ restaurant: { currency: string }; bookings: StaffBooking[] }>();
    expect(day.restaurant.currency).toBe(currency);
    expect(day.bookings.find((b) => b.id === past.id)).toMatchObject({ can_open_bill: true, orders: [orders[0]!.order] });
    expect((await detailOf(past)).orders).toEqual([orders[0]!.order]);
  });

  it('the diner appeals a no-show once; staff of another restaurant cannot decide; a rejection keeps the no-show with its reason', async () => {
    const past = await pastBooking(R);
    const token = await staffToken(R);
    // Before the no-show there is nothing to appeal.
    expect((await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=${past.code}`, { reason: 'I was there' })).status).toBe(422);
    expect((await asStaff(token, 'POST', `/staff/bookings/${past.id}/no_show`)).status).toBe(200);
    expect(await detailOf(past)).toMatchObject({ status: 'no_show', can_appeal: true, no_show_appeal: null });

    // Without the booking's code, or without a reason: refused, nothing written.
    expect((await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=WRONG123`, { reason: 'I was there' })).status).toBe(404);
    const empty = await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=${past.code}`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect((await empty.json<ErrorBody>()).full_messages).toEqual(['Please tell us why the no-show was not yours']);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM no_show_appeals WHERE booking_id = ?').bind(past.id).first<{ n: number }>())!.n).toBe(0);

    const appealed = await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=${past.code}`, { reason: 'We came at 19:05 and were seated by Mr Tan.' });
    expect(appealed.status).toBe(201);
    const detail = await appealed.json<BookingDetail>();
    expect(detail).toMatchObject({ can_appeal: false, no_show_appeal: { status: 'reviewing', reason: 'We came at 19:05 and were seated by Mr Tan.' } });
    expect((await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=${past.code}`, { reason: 'Again' })).status).toBe(422);

    const appealId = detail.no_show_appeal!.id;
    const other = await staffToken(OTHER);
    expect((await asStaff(other, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'approve' })).status).toBe(404);
    expect((await asStaff(token, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'reject' })).status).toBe(400);
    expect((await asStaff(token, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'reject', reason: 'The host log shows no table for this name.' })).status).toBe(200);
    expect(await detailOf(past)).toMatchObject({ status: 'no_show', no_show_appeal: { status: 'rejected', decision_reason: 'The host log shows no table for this name.' } });
    expect((await asStaff(token, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'approve' })).status).toBe(409);
  });

  it('an approved appeal makes the booking confirmed again (spec §4)', async () => {
    const past = await pastBooking(R);
    const token = await staffToken(R);
    expect((await asStaff(token, 'POST', `/staff/bookings/${past.id}/no_show`)).status).toBe(200);
    const appealed = await send('POST', `/public/books/${past.id}/no_show_appeal?reservation_code=${past.code}`, { reason: 'We were there.' });
    const appealId = (await appealed.json<BookingDetail>()).no_show_appeal!.id;
    const decisions = await Promise.all([1, 2, 3].map(() => asStaff(token, 'POST', `/staff/appeals/${appealId}/decision`, { decision: 'approve' })));
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409, 409]);
    expect(await detailOf(past)).toMatchObject({ status: 'confirmed', no_show_appeal: { status: 'approved' } });
  });
});
