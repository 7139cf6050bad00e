import { expect } from 'vitest';
import type { BookingPaymentRow } from '#provider/payments/booking-payments-db.ts';
import { beginOperationStatement, operationStatement, type OperationRow } from '#provider/payments/payment-operations-db.ts';
import { sandboxPaymentGateway } from '#provider/payments/gateway/payment-gateway-sandbox.ts';
import type { PaymentGateway } from '#provider/payments/gateway/payment-gateway.ts';
import { newClientIp, signUp } from './account-fixtures';
import { addSlot, bookingBody, createBooking, localDateIn, newKey, uniqueTime } from './booking-fixtures';
import { addCard } from './card-fixtures';
import { asMember } from './loyalty-fixtures';
import { providerEnv as env } from './seed-database';

/** The demo's card policies (seed/payment-policies.ts): SGD 50 a guest held, SGD 40 a guest paid ahead. */
export const GUARANTEE = 162;
export const PREPAY = 163;

/** A new member with one saved card (the whole add-a-card journey through the sandbox gateway). */
export async function memberWithCard(): Promise<{ token: string; cardId: number; mobile: string; email: string }> {
  const member = await signUp();
  const { saved } = await addCard(member.token);
  expect(saved.status).toBe(201);
  const { bank_card } = await saved.json<{ bank_card: { id: number } }>();
  return { token: member.token, cardId: bank_card.id, mobile: member.mobile, email: member.email };
}

/** A fresh slot of a restaurant `days` ahead. */
export async function freshSlot(restaurant: number, days = 2): Promise<{ date: string; time: string }> {
  const at = { date: await localDateIn(restaurant, days), time: uniqueTime() };
  await addSlot({ restaurant, ...at, capacity: 20 });
  return at;
}

/** A booking by a member at a slot (a fresh one `days` ahead by default), paying with `cardId`; answers the raw response. */
export async function bookWithCard(p: {
  restaurant: number; token: string | null; mobile: string; cardId?: number; days?: number; party?: number; key?: string; at?: { date: string; time: string }; email?: string;
}) {
  const at = p.at ?? (await freshSlot(p.restaurant, p.days));
  const body = bookingBody({ ...at, party_size: p.party ?? 2, mobile: p.mobile, ...(p.cardId === undefined ? {} : { card_id: p.cardId }), ...(p.email ? { email: p.email } : {}) });
  return createBooking(p.restaurant, body, p.key ?? newKey(), undefined, newClientIp(), p.token ? asMember(p.token) : {});
}

export async function bookedWithCard(p: Parameters<typeof bookWithCard>[0]): Promise<{ id: number; code: string }> {
  const answer = await bookWithCard(p);
  expect(answer.status).toBe(201);
  const { booking } = (await answer.json()) as { booking: { id: number; reservation_code: string } };
  return { id: booking.id, code: booking.reservation_code };
}

/**
 * A guaranteed booking with its meal's capture logged pending, as staff's confirmation writes it in its batch before
 * asking the gateway: the state a flow that died after the gateway's answer leaves (no call stops there).
 */
export async function heldBookingWithLoggedCapture() {
  const diner = await memberWithCard();
  const booked = await bookedWithCard({ restaurant: GUARANTEE, token: diner.token, mobile: diner.mobile, cardId: diner.cardId });
  const payment = (await paymentOf(booked.id))!;
  const op = { orderId: payment.order_id, transactionId: 'capture-meal', operation: 'CAPTURE' as const, purpose: 'meal', amountMinor: payment.held_minor, currency: payment.currency };
  await beginOperationStatement(env.DB, op, booked.id).run();
  const logged = (await operationStatement(env.DB, op.orderId, op.transactionId).first<OperationRow>())!;
  return { booked, payment, orderId: payment.order_id, logged };
}

// Reading the rows the tests assert on (never writing them).
export const paymentOf = (bookingId: number) =>
  env.DB.prepare('SELECT * FROM booking_payments WHERE booking_id = ?1').bind(bookingId).first<Omit<BookingPaymentRow, 'time_zone'>>();
export const operationsOf = async (orderId: string) =>
  (await env.DB.prepare('SELECT * FROM payment_operations WHERE order_id = ?1 ORDER BY created_at, rowid').bind(orderId).all<OperationRow>()).results;
/** What the sandbox gateway did on an order: its approved transactions, as (operation, transaction, amount). */
export const gatewayDid = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT operation, transaction_id, amount_minor FROM sandbox_gateway_transactions WHERE order_id = ?1 AND result = 'SUCCESS' ORDER BY created_at, rowid")
      .bind(orderId)
      .all<{ operation: string; transaction_id: string; amount_minor: number }>()
  ).results;

/** The sandbox gateway the provider uses in these tests. */
export const sandboxGateway = (): PaymentGateway => sandboxPaymentGateway(env.DB as never);

/**
 * The gateway, as when the flow dies right after it answered: the operation is made, and the caller never sees
 * the answer (the isolate is gone before the D1 write).
 */
export function crashingAfter(operation: 'authorize' | 'capture' | 'void' | 'refund'): PaymentGateway {
  const gateway = sandboxGateway();
  const crash = async (call: Promise<unknown>) => {
    await call;
    throw new Error('isolate killed after the gateway answered');
  };
  return { ...gateway, [operation]: (...args: never[]) => crash((gateway[operation] as (...a: never[]) => Promise<unknown>)(...args)) };
}
