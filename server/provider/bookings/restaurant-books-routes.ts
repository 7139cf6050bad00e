import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bookingCreateSchema, bookingVoucherCodes, type Booking } from '#domain/contract/booking.ts';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { toInstant, toUtcText } from '#domain/restaurant-time.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { allowedSiteOrigin } from '#provider/programs/booking-site-origin.ts';
import { checkBookingRules, noSeats, noSeatsAnswer, slotTakes } from './booking-rules';
import { passBookingScope } from './booking-scope';
import { passBeforeNoSeats } from './no-seats-checks';
import { bookingScopeStatement } from '#provider/restaurants/restaurants-db.ts';
import { restaurantBookingStatement, slotStatement, type RestaurantBookingRow, type SlotRow } from './availability-db';
import { memberCardToPayWith } from '#provider/payments/bank-cards-db.ts';
import { givenBack, paymentPolicyStatement } from '#provider/payments/booking-payments-db.ts';
import { createBookingStatements, createOutcome } from './bookings-db';
import { newChangeToken } from './change-token-db';
import { idempotencyStatement, type IdempotencyRow } from '#provider/platform/idempotency-keys-db.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { announceOutbox } from '#provider/mail/announce-outbox.ts';
import { bookingOrderId, takeBookingMoney, type BookingMoney } from '#provider/payments/booking-hold.ts';
import { paymentGatewayFor } from '#provider/payments/gateway/payment-gateway-choice.ts';
import { releaseUnbookedMoney } from '#provider/payments/unbooked-money.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { referenceCode } from '#provider/platform/reference-code.ts';
import { vouchersForBooking, voucherRanOut } from '#provider/vouchers/booking-voucher.ts';
import { memberIdOf, requestHolders } from '#provider/vouchers/voucher-holders.ts';
import { seatClaimsFor, writeDeadline } from '#provider/seats/seat-claims.ts';
import type { HoldAnswer } from '#provider/seats/seat-inventory.ts';

const MAX_BODY_BYTES = 8 * 1024;
const idempotencyKeyField = z.string({ error: 'idempotencyKeyRequired' }).regex(/^[\x21-\x7e]{8,255}$/, { error: 'idempotencyKeyRequired' });

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

// The first answer for this key, replayed as it was; the same key for another request is refused.
function replay(c: Context<ProviderEnv>, stored: IdempotencyRow, requestHash: string): Response {
  if (stored.request_hash !== requestHash) throw new ApiError(422, 'idempotency_key_reused', 'idempotencyKeyReused');
  return c.body(stored.response_json, 201, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
}

/**
 * What a restaurant's card policy asks of the booking (spec §9), taken before its batch: only a signed-in member
 * can book there, with one of their cards usable in the program.
 */
async function moneyForBooking(
  c: Context<ProviderEnv>,
  p: { policy: PaymentPolicy; program: string; key: string; memberId: number | null; cardId: number | undefined; partySize: number; reservationAt: string },
): Promise<BookingMoney> {
  if (p.memberId === null) throw new ApiError(401, 'sign_in_required', 'bookingCardSignIn');
  const card = p.cardId === undefined ? null : await memberCardToPayWith(c.env.DB, p.memberId, p.cardId, p.program);
  if (!card) throw new ApiError(422, 'card_required', 'bookingCardRequired');
  return takeBookingMoney(c.env.DB, paymentGatewayFor(c.env), {
    orderId: await bookingOrderId(p.program, p.key), policy: p.policy, partySize: p.partySize, reservationAt: new Date(p.reservationAt), card, now: new Date(),
  });
}

type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** POST /public/restaurants/{id}/books: books a slot; requires an Idempotency-Key header. */
export const restaurantBooks = new Hono<ProviderEnv>().post('/public/restaurants/:id/books', async (c) => {
  const id = readInput(recordIdField, c.req.param('id'));
  const key = readInput(idempotencyKeyField, c.req.header('Idempotency-Key'));
  const body = readInput(bookingCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  const requestHash = await sha256(JSON.stringify([id, body]));
  const seats = seatClaimsFor(c.env, id);
  const claim = `c:${body.program}:${key}`;
  // The restaurant's inventory takes the seats first: a full slot is refused at once, without touching D1.
  const held: HoldAnswer = seats ? await seats.hold({ claim, date: body.date, time: body.time, deal: body.deal_id ?? 0, party: body.party_size }) : { kind: 'undecided' };
  // A full slot's refusal is not counted against the diner's booking limits: it wrote nothing and reached nobody, and
  // counting it would cost two limiter writes per diner of an opening-day crowd (the surge bench: 4× the time).
  if (held.kind === 'full') {
    await passBeforeNoSeats(c, { restaurant: id, program: body.program, deal: body.deal_id });
    return noSeatsAnswer(c, held.nearest);
  }
  let bookingId: number | undefined;
  try {
    const written = await bookInD1(c, { id, key, body, requestHash, deadline: writeDeadline(held) });
    bookingId = written.bookingId;
    return written.response;
  } finally {
    // Written: the claim becomes the booking's seats; refused or failed: they go back.
    if (seats && held.kind === 'held') await seats.settle(claim, bookingId);
  }
});

/**
 * The booking's checks and its one D1 batch, as before the seat inventory: D1 stays the record, with its own seat
 * guard, and refuses the write after `deadline` (epoch ms), when the claim the object held for it has lapsed.
 */
async function bookInD1(
  c: Context<ProviderEnv>,
  p: { id: number; key: string; body: BookingCreate; requestHash: string; deadline: number | null },
): Promise<{ response: Response; bookingId?: number }> {
  const { id, key, body, requestHash } = p;
  const db = c.env.DB;

  const [stored, restaurantResult, gate, access, scope, slotResult, policyResult] = await db.batch([
    idempotencyStatement(db, key, body.program),
    restaurantBookingStatement(db, id),
    programGate(db, body.program),
    await programAccess(c, db, body.program),
    bookingScopeStatement(db, { program: body.program, restaurant: id, deal: body.deal_id }),
    slotStatement(db, { restaurant: id, deal: body.deal_id ?? 0, date: body.date, time: body.time }),
    paymentPolicyStatement(db, id),
  ]);
  const previous = stored?.results[0] as IdempotencyRow | undefined;
  if (previous) return { response: replay(c, previous, requestHash) };
  await limitRequest(c, 'booking_create', body.country_code + body.mobile);
  const restaurant = restaurantResult?.results[0] as RestaurantBookingRow | undefined;
  if (!restaurant) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
  passProgramGate(gate);
  passProgramAccess(access, body.program);
  passBookingScope(scope);
  const wanted = { date: body.date, time: body.time, party_size: body.party_size, deal: body.deal_id ?? 0 };
  checkBookingRules(restaurant, wanted, new Date());
  const slot = slotResult?.results[0] as (SlotRow & { blocked: number }) | undefined;
  if (!slotTakes(slot, body.party_size) || !slot) return { response: await noSeats(c, restaurant, wanted) };
  const holders = await requestHolders(c, body.program);
  const voucherIds = await vouchersForBooking(c, body.program, bookingVoucherCodes(body), holders);
  const member = holders.find((holder) => holder.startsWith('member:'));
  const memberId = member ? memberIdOf(member) : null;

  const booking: Booking = {
    id: 0,
    reservation_code: referenceCode(),
    status: 'confirmed',
    restaurant_id: id,
    program: body.program,
    deal_id: body.deal_id,
    reservation_date: body.date,
    formated_time: body.time,
    time_zone: restaurant.time_zone,
    reservation_at: toUtcText(toInstant(body.date, body.time, restaurant.time_zone)),
    reservation_seats: body.party_size,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    country_code: body.country_code,
    mobile: body.mobile,
    reservation_comment: body.special_requests,
    for_someone_else: body.for_someone_else,
  };
  const policy = policyResult?.results[0] as PaymentPolicy | undefined;
  const money = policy ? await moneyForBooking(c, { policy, program: body.program, key, memberId, cardId: body.card_id, partySize: body.party_size, reservationAt: booking.reservation_at }) : null;
  const statements = createBookingStatements(
    db,
    {
      ...booking, slotId: slot.id, forSomeoneElse: body.for_someone_else, locale: c.get('locale'), voucherIds, memberId, siteOrigin: await allowedSiteOrigin(c, body.program),
      paymentStatements: money?.statements, moneyOrderId: money?.orderId,
    },
    { key, requestHash, responseJson: JSON.stringify({ booking }) },
    newChangeToken(),
    p.deadline,
  );
  const outcome = createOutcome(await db.batch(statements));
  // The request outlived the reconciler's patience and its money was voided before the batch, which wrote nothing.
  const givenBackFirst = money !== null && outcome.kind === 'no_seats' && (await givenBack(db, money.orderId));
  // Not written (no seats, a voucher used up): what the card gave is given back. A concurrent request with the
  // same key wrote its booking on the same order, and that payment is left alone.
  if (money && outcome.kind === 'no_seats') await releaseUnbookedMoney(db, paymentGatewayFor(c.env), money.orderId);
  // A concurrent request with the same key won: answer as it did.
  if (outcome.kind === 'key_used') return { response: replay(c, outcome.stored, requestHash) };
  // The diner books again, under a new key.
  if (givenBackFirst) throw new ApiError(409, 'booking_payment_released', 'bookingPaymentReleased');
  // Another request took a voucher's last redemption, or the last seats, first: nothing was written.
  if (outcome.kind === 'no_seats' && (await voucherRanOut(c, voucherIds))) throw new ApiError(409, 'voucher_used_up', 'voucherUsedUp');
  if (outcome.kind === 'no_seats') return { response: await noSeats(c, restaurant, wanted) };
  announceOutbox(c, outcome.outboxId);
  return { response: c.json({ booking: { ...booking, id: outcome.bookingId } }, 201), bookingId: outcome.bookingId };
}
