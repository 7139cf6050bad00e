import { Hono, type Context } from 'hono';
import { threeDsAuthenticationSchema } from '#domain/contract/bank-cards.ts';
import { billCardSessionCreateSchema, billPaySchema, type BillPay } from '#domain/contract/bill-payment.ts';
import { billKeyField } from '#domain/contract/staff.ts';
import type { Money } from '#domain/money.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { isAppAddress } from '#provider/programs/app-address.ts';
import { bookingByCode } from '#provider/bookings/booking-by-code.ts';
import { bookingRefInput } from '#provider/bookings/booking-policy.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { memberCardToPayWith } from './bank-cards-db';
import { billAuthenticationId, billGatewayOrderId, bookingBill, openBillCardSession, type BillRow } from './bill-payments-db';
import type { ManagedBookingRow } from '#provider/bookings/bookings-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { announceOutbox } from '#provider/mail/announce-outbox.ts';
import { signedInMember } from '#provider/accounts/member-auth.ts';
import { payBill, type BillFunds } from './bill-payment-run';
import { billSessionCard } from './bill-session-card';
import { withGateway } from './gateway/gateway-errors';
import { authenticateSessionPayer } from './payer-authentication';
import { paymentGatewayFor } from './gateway/payment-gateway-choice';
import { presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 1024;
type BillContext = Context<ProviderEnv>;

/** The bill of the booking whose reservation code the request holds (another booking's code finds nothing). */
async function billOfRequest(c: BillContext): Promise<{ booking: ManagedBookingRow; bill: BillRow }> {
  const ref = readInput(bookingRefInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
  const orderId = readInput(recordIdField, c.req.param('order_id'));
  const booking = await bookingByCode(c, ref);
  const bill = await bookingBill(c.env.DB, booking.id, orderId);
  if (!bill) throw new ApiError(404, 'order_not_found', 'orderNotFound');
  return { booking, bill };
}

/**
 * The money's source: one of the signed-in member's saved cards usable in the booking's program (authenticated when
 * it was added), or the new card typed in a hosted session opened for this bill, which the payer has authenticated
 * (3-D Secure) on the bill's order; the authorization names that authentication.
 */
async function fundsOf(c: BillContext, booking: ManagedBookingRow, bill: BillRow, pay: BillPay): Promise<BillFunds> {
  if ('bank_card_id' in pay) {
    const { memberId } = await signedInMember(c);
    const card = await memberCardToPayWith(c.env.DB, memberId, pay.bank_card_id, booking.program);
    if (!card) throw new ApiError(404, 'card_not_found', 'cardNotFound');
    return { source: { token: card.gateway_token }, card };
  }
  const gateway = paymentGatewayFor(c.env);
  const session = await billSessionCard(c, gateway, { booking, bill, sessionId: pay.session_id });
  const authenticationTransactionId = billAuthenticationId(session.id);
  const authentication = await withGateway(c, () => gateway.retrieveTransaction(billGatewayOrderId(bill.id), authenticationTransactionId));
  if (authentication?.authenticationStatus !== 'AUTHENTICATION_SUCCESSFUL') throw new ApiError(422, 'card_authentication_failed', 'cardAuthenticationFailed');
  return { source: { sessionId: session.id }, card: session.card, authenticationTransactionId };
}

/**
 * Check Bill (spec §2 manage screen, §7 pos-pay), paid through the payment gateway:
 * POST /public/books/{id}/orders/{order_id}/card_session?reservation_code= {return_path} opens a hosted card session
 * for the bill and answers the gateway's Hosted Session script (the card number goes to its fields, never here);
 * return_path names the manage screen the card form is on; POST /public/books/{id}/orders/{order_id}/three_ds?reservation_code=
 * {session_id, auth_back_url, device} takes that card through 3-D Secure for the bill's amount and answers the
 * gateway's redirect html (to the issuer's challenge, then back to auth_back_url); POST /public/books/{id}/orders/{order_id}/pay?reservation_code= with an
 * Idempotency-Key {bank_card_id} (member token) or {session_id} (authenticated) authorizes and captures exactly the bill's amount.
 * Each gateway operation is logged pending before it is asked; the capture's answer, the bill's open → paid and
 * the receipt e-mail are one batch. A paid bill answers as paid, with no second charge.
 */
export const billPayments = new Hono<ProviderEnv>()
  .post('/public/books/:id/orders/:order_id/card_session', async (c) => {
    readInput(billCardSessionCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const { bill } = await billOfRequest(c);
    if (bill.status === 'paid') throw new ApiError(409, 'bill_paid', 'billAlreadyPaid');
    const gateway = paymentGatewayFor(c.env);
    const session = await withGateway(c, () => gateway.createSession());
    const amount: Money = { amountMinor: bill.amount_cents, currency: bill.currency };
    await withGateway(c, () => gateway.updateSession(session.id, { orderId: billGatewayOrderId(bill.id), amount }));
    await openBillCardSession(c.env.DB, { sessionId: session.id, orderId: bill.id, expiresAt: session.expiresAt });
    const entry = gateway.cardEntry();
    return c.json(
      { session_id: session.id, js_url: entry.jsUrl, expires_at: new Date(session.expiresAt).toISOString() },
      201,
      { 'Cache-Control': 'no-store' },
    );
  })
  .post('/public/books/:id/orders/:order_id/three_ds', async (c) => {
    const body = readInput(threeDsAuthenticationSchema, await readJson(c.req.raw, 4096));
    const { booking, bill } = await billOfRequest(c);
    if (bill.status === 'paid') throw new ApiError(409, 'bill_paid', 'billAlreadyPaid');
    // Every attempt counts, per client and per bill: 3-D Secure is the issuer's, and it is not for trying cards in bulk.
    await limitRequest(c, 'card_authentication', `bill:${bill.id}`);
    if (!(await isAppAddress(c, booking.program, body.auth_back_url))) throw new ApiError(400, 'return_address_invalid', 'cardAddressInvalid');
    const gateway = paymentGatewayFor(c.env);
    const session = await billSessionCard(c, gateway, { booking, bill, sessionId: body.session_id });
    const redirectHtml = await authenticateSessionPayer(c, gateway, {
      orderId: billGatewayOrderId(bill.id),
      transactionId: billAuthenticationId(session.id),
      sessionId: session.id,
      amount: { amountMinor: bill.amount_cents, currency: bill.currency },
      purpose: 'PAYMENT_TRANSACTION',
      authBackUrl: body.auth_back_url,
      device: body.device,
    });
    return c.json({ redirect_html: redirectHtml }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/public/books/:id/orders/:order_id/pay', async (c) => {
    const key = readInput(billKeyField, c.req.header('Idempotency-Key'));
    const pay = readInput(billPaySchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const { booking, bill } = await billOfRequest(c);
    if (bill.status === 'paid') return c.json({ order: bill });
    const funds = await fundsOf(c, booking, bill, pay);
    const outboxId = await withGateway(c, () => payBill(c.env.DB, paymentGatewayFor(c.env), { bill, bookingId: booking.id, funds, key }));
    if (outboxId !== null) announceOutbox(c, outboxId);
    return c.json({ order: (await bookingBill(c.env.DB, booking.id, bill.id))! });
  });
