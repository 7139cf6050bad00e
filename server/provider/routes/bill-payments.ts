import { Hono, type Context } from 'hono';
import { billCardSessionCreateSchema, billPaySchema, BILL_RETURN_PARAMS, type BillPay } from '../../../src/domain/contract/bill-payment';
import { billKeyField } from '../../../src/domain/contract/staff';
import type { Money } from '../../../src/domain/money';
import { ApiError } from '../api-error';
import { bookingByCode } from '../booking-by-code';
import { bookingRefInput } from '../booking-policy';
import { memberCardToPayWith } from '../db/bank-cards';
import { billGatewayOrderId, bookingBill, isBillCardSession, openBillCardSession, type BillRow } from '../db/bill-payments';
import type { ManagedBookingRow } from '../db/bookings';
import { findProgram } from '../db/programs';
import type { ProviderEnv } from '../env';
import { announceOutbox } from '../jobs/announce-outbox';
import { signedInMember } from '../middleware/member-auth';
import { cardProgramOf } from '../payments/card-acceptance';
import { payBill } from '../payments/bill-payment-run';
import { withGateway } from '../payments/gateway-errors';
import type { FundsSource } from '../payments/payment-gateway';
import { paymentGatewayFor } from '../payments/payment-gateway-choice';
import { presentQuery, recordIdField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

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
 * The money's source: one of the signed-in member's saved cards usable in the booking's program, or the card typed
 * in a hosted session opened for this bill (a card program's card must pass its BIN rule, as when a card is added).
 */
async function fundsOf(c: BillContext, booking: ManagedBookingRow, bill: BillRow, pay: BillPay): Promise<{ source: FundsSource; card: { brand: string; last4: string } }> {
  if ('bank_card_id' in pay) {
    const { memberId } = await signedInMember(c);
    const card = await memberCardToPayWith(c.env.DB, memberId, pay.bank_card_id, booking.program);
    if (!card) throw new ApiError(404, 'card_not_found', 'cardNotFound');
    return { source: { token: card.gateway_token }, card };
  }
  if (!(await isBillCardSession(c.env.DB, pay.session_id, bill.id))) throw new ApiError(422, 'card_session_expired', 'cardSessionExpired');
  const session = await withGateway(c, () => paymentGatewayFor(c.env).retrieveSession(pay.session_id));
  if (!session) throw new ApiError(422, 'card_session_expired', 'cardSessionExpired');
  if (!session.card) throw new ApiError(422, 'card_not_entered', 'cardNotEntered');
  const program = await findProgram(c.env.DB, booking.program, c.get('locale'));
  if (program) await cardProgramOf(c, program, session.card);
  return { source: { sessionId: session.id }, card: session.card };
}

/**
 * Check Bill (spec §2 manage screen, §7 pos-pay), paid through the payment gateway:
 * POST /public/books/{id}/orders/{order_id}/card_session?reservation_code= {return_path} opens a hosted card session
 * for the bill (the card number goes to the gateway's page, never here), which sends the payer back to return_path
 * with bill_session and bill_order; POST /public/books/{id}/orders/{order_id}/pay?reservation_code= with an
 * Idempotency-Key {bank_card_id} (member token) or {session_id} authorizes and captures exactly the bill's amount.
 * Each gateway operation is logged pending before it is asked; the capture's answer, the bill's open → paid and
 * the receipt e-mail are one batch. A paid bill answers as paid, with no second charge.
 */
export const billPayments = new Hono<ProviderEnv>()
  .post('/public/books/:id/orders/:order_id/card_session', async (c) => {
    const body = readInput(billCardSessionCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const { bill } = await billOfRequest(c);
    if (bill.status === 'paid') throw new ApiError(409, 'bill_paid', 'billAlreadyPaid');
    const gateway = paymentGatewayFor(c.env);
    const session = await withGateway(c, () => gateway.createSession());
    const amount: Money = { amountMinor: bill.amount_cents, currency: bill.currency };
    await withGateway(c, () => gateway.updateSession(session.id, { orderId: billGatewayOrderId(bill.id), amount }));
    await openBillCardSession(c.env.DB, { sessionId: session.id, orderId: bill.id, expiresAt: session.expiresAt });
    const back = `${body.return_path}${body.return_path.includes('?') ? '&' : '?'}${BILL_RETURN_PARAMS.session}=${session.id}&${BILL_RETURN_PARAMS.order}=${bill.id}`;
    const entry = gateway.cardEntry(session.id, back, body.return_path);
    return c.json(
      { session_id: session.id, hosted_page_url: entry.hostedPageUrl, js_url: entry.jsUrl, expires_at: new Date(session.expiresAt).toISOString() },
      201,
      { 'Cache-Control': 'no-store' },
    );
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
