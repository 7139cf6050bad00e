import { Hono } from 'hono';
import { bookingModifySchema } from '#domain/contract/booking-manage.ts';
import { paymentAllowsChange } from '#domain/payment-change.ts';
import { toInstant, toUtcText } from '#domain/restaurant-time.ts';
import { passProgramAccess, programAccess } from '#provider/access/program-access.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { loadBookingDetail } from './booking-detail';
import { bookingByCode } from './booking-by-code';
import { bookingPolicy, bookingRefInput, findOwnBooking } from './booking-policy';
import { checkBookingRules, noSeats, noSeatsAnswer, slotTakes } from './booking-rules';
import { restaurantBookingStatement, slotStatement, type RestaurantBookingRow, type SlotRow } from './availability-db';
import { modifyBookingStatements, modifyOutcome, type ModifyOutcome } from './booking-manage-db';
import { seatClaimsFor, writeDeadline } from '#provider/seats/seat-claims.ts';
import type { HoldAnswer } from '#provider/seats/seat-inventory.ts';
import { bookingPaymentStatement } from '#provider/payments/booking-payments-db.ts';
import { newChangeToken } from './change-token-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { announceOutbox } from '#provider/mail/announce-outbox.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 2 * 1024;

/** GET and PUT /public/books/{id}?reservation_code=: the manage screen's read and the modify. */
export const bookManage = new Hono<ProviderEnv>()
  .get('/public/books/:id', async (c) => {
    const q = readInput(bookingRefInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
    const booking = await bookingByCode(c, q);
    return c.json(await loadBookingDetail(c.env, booking, c.get('locale')));
  })
  .put('/public/books/:id', async (c) => {
    const q = readInput(bookingRefInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
    const body = readInput(bookingModifySchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const booking = await bookingByCode(c, q);
    const now = new Date();
    if (!bookingPolicy(booking, now).canUpdate) throw new ApiError(409, 'booking_not_modifiable', 'bookingNotModifiable');

    const db = c.env.DB;
    const wanted = { date: body.date, time: body.time, party_size: body.party_size, deal: booking.deal_id ?? 0 };
    const [access, restaurantResult, slotResult, paymentResult] = await db.batch([
      await programAccess(c, db, booking.program),
      restaurantBookingStatement(db, booking.restaurant_id),
      slotStatement(db, { restaurant: booking.restaurant_id, deal: wanted.deal, date: body.date, time: body.time }),
      bookingPaymentStatement(db, booking.id),
    ]);
    // A change is a new booking of the program's seats: a gated program asks for access again.
    passProgramAccess(access, booking.program);
    const paid = (paymentResult?.results.length ?? 0) > 0;
    if (paid && !paymentAllowsChange({ partySize: booking.party_size, date: booking.slot_date }, { partySize: body.party_size, date: body.date })) {
      throw new ApiError(409, 'booking_payment_fixed', 'bookingPaymentFixed');
    }
    const restaurant = restaurantResult?.results[0] as RestaurantBookingRow | undefined;
    if (!restaurant) throw new ApiError(404, 'restaurant_not_found', 'restaurantNotFound');
    checkBookingRules(restaurant, wanted, now);
    const slot = slotResult?.results[0] as (SlotRow & { blocked: number }) | undefined;
    // Staying in the same slot only needs the seats the party grows by.
    const seatsHeld = slot && slot.id === booking.slot_id ? booking.party_size : 0;
    if (!slotTakes(slot, body.party_size - seatsHeld) || !slot) return noSeats(c, restaurant, wanted);

    const seats = seatClaimsFor(c.env, booking.restaurant_id);
    const claim = `m:${booking.id}:${booking.mail_sequence}`;
    const held: HoldAnswer = seats
      ? await seats.hold({ claim, date: body.date, time: body.time, deal: wanted.deal, party: body.party_size, bookingId: booking.id })
      : { kind: 'undecided' };
    if (held.kind === 'full') return noSeatsAnswer(c, held.nearest);
    let outcome: ModifyOutcome | undefined;
    try {
      outcome = modifyOutcome(
        await db.batch(
          modifyBookingStatements(db, {
            id: booking.id,
            code: q.reservation_code,
            from: { slotId: booking.slot_id, party: booking.party_size, sequence: booking.mail_sequence },
            to: {
              slotId: slot.id, party: body.party_size, date: body.date, time: body.time, timeZone: restaurant.time_zone,
              reservationAt: toUtcText(toInstant(body.date, body.time, restaurant.time_zone)),
            },
            changeToken: newChangeToken(),
            deadline: writeDeadline(held),
          }),
        ),
      );
    } finally {
      // Moved: the claim becomes the booking's seats and its old ones go; else the claim goes back.
      if (seats && held.kind === 'held') await seats.settle(claim, outcome?.kind === 'moved' ? booking.id : undefined);
    }
    // Another request took the seats first, or the booking was cancelled or changed since it was read: nothing was written.
    if (outcome.kind === 'no_seats') return noSeats(c, restaurant, wanted);
    if (outcome.kind === 'stale') throw new ApiError(409, 'booking_not_modifiable', 'bookingNotModifiable');
    announceOutbox(c, outcome.outboxId);
    const updated = await findOwnBooking(c.env, q.id, q.reservation_code);
    return c.json(await loadBookingDetail(c.env, updated, c.get('locale')));
  });
