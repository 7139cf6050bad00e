import { expect } from 'vitest';
import type { BillCardSession } from '#domain/contract/bill-payment.ts';
import { send, signUp } from './account-fixtures';
import { addCard, answerChallenge, APP, PAYER_DEVICE, typeCard, type CardTyped } from './card-fixtures';
import { uniqueEmail } from './mail-fixtures';
import { providerEnv as env } from './seed-database';
import { openBill, pastBooking, staffToken } from './staff-fixtures';

// Restaurant 3's staff open the bills; its currency is the bill's.
const R = 3;

export interface Bill {
  booking: { id: number; code: string };
  order: { id: number; amount_cents: number; currency: string };
  email: string;
}

/** A past booking with a bill staff opened for it. */
export async function billOf(amountMinor = 8650): Promise<Bill> {
  const email = uniqueEmail();
  const booking = await pastBooking(R, '81112222', email);
  const order = await openBill(await staffToken(R), booking.id, amountMinor);
  return { booking, order, email };
}

const orderPath = (bill: Bill, action: string, code = bill.booking.code) => `/public/books/${bill.booking.id}/orders/${bill.order.id}/${action}?reservation_code=${code}`;

export function pay(bill: Bill, body: unknown, options: { key?: string | null; token?: string; code?: string } = {}) {
  const key = options.key === undefined ? `pay-${crypto.randomUUID()}` : options.key;
  return send('POST', orderPath(bill, 'pay', options.code), body, { ...(key ? { 'Idempotency-Key': key } : {}), ...(options.token ? { 'X-Member-Token': options.token } : {}) });
}

/** A hosted session for the bill, with this card typed in the gateway's hosted fields (not yet through 3-D Secure). */
export async function sessionWithCard(bill: Bill, card: CardTyped): Promise<string> {
  const opened = await send('POST', orderPath(bill, 'card_session'), { return_path: `/booking-detail?booking_id=${bill.booking.id}` });
  expect(opened.status).toBe(201);
  const session = await opened.json<BillCardSession>();
  expect(session.js_url).toBe('/api/sandbox/gateway/session.js');
  const typed = await typeCard(session.session_id, card);
  expect(typed.status).toBe(200);
  expect((await typed.json<{ status: string }>()).status).toBe('ok');
  return session.session_id;
}

/** The manage screen the challenge sends the payer back to. */
export const billAuthBack = (bill: Bill, sessionId: string) => `${APP}/booking-detail?booking_id=${bill.booking.id}&bill_session=${sessionId}&bill_order=${bill.order.id}&bill_3ds=1`;

/** 3-D Secure for the bill's session, as the manage screen starts it (any field may be replaced). */
export function startBillThreeDs(bill: Bill, sessionId: string, change: Record<string, unknown> = {}, code?: string) {
  return send('POST', orderPath(bill, 'three_ds', code), { session_id: sessionId, auth_back_url: billAuthBack(bill, sessionId), device: PAYER_DEVICE, ...change });
}

/** A new card typed for the bill and taken through its 3-D Secure challenge with the tester's pick. */
export async function authenticatedSession(bill: Bill, card: CardTyped, challenge: 'authenticated' | 'failed' | 'unavailable' = 'authenticated'): Promise<string> {
  const sessionId = await sessionWithCard(bill, card);
  const started = await startBillThreeDs(bill, sessionId);
  expect(started.status).toBe(200);
  expect(await answerChallenge((await started.json<{ redirect_html: string }>()).redirect_html, challenge)).toBe(billAuthBack(bill, sessionId));
  return sessionId;
}

/** A member with one saved (approved) card. */
export async function memberWithCard(): Promise<{ token: string; cardId: number }> {
  const { token } = await signUp();
  const { saved } = await addCard(token);
  expect(saved.status).toBe(201);
  return { token, cardId: (await saved.json<{ bank_card: { id: number } }>()).bank_card.id };
}

/** What the sandbox gateway holds on the bill's order. */
export const gatewayOf = async (bill: Bill) =>
  (
    await env.DB.prepare('SELECT transaction_id, operation, result, amount_minor, currency FROM sandbox_gateway_transactions WHERE order_id = ? ORDER BY created_at, rowid')
      .bind(`bill-${bill.order.id}`)
      .all<{ transaction_id: string; operation: string; result: string; amount_minor: number; currency: string }>()
  ).results;
export const captures = async (bill: Bill) => (await gatewayOf(bill)).filter((t) => t.operation === 'CAPTURE');
export const operationsOf = async (bill: Bill) =>
  (await env.DB.prepare('SELECT transaction_id, operation, status, purpose, booking_id FROM payment_operations WHERE order_id = ? ORDER BY created_at, rowid').bind(`bill-${bill.order.id}`).all()).results;
export const statusOf = async (bill: Bill) => (await env.DB.prepare('SELECT status FROM booking_orders WHERE id = ?').bind(bill.order.id).first<{ status: string }>())!.status;
