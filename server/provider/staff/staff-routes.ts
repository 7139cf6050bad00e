import { Hono } from 'hono';
import { appealDecisionSchema, billKeyField, bookingOrderSchema, staffBillCreateSchema, STAFF_SESSION_HOURS, staffBookingsQuerySchema, staffBookingsSchema, staffSessionSchema, staffSignInSchema } from '#domain/contract/staff.ts';
import { addDays, toInstant, toLocal, toUtcText } from '#domain/restaurant-time.ts';
import { canConfirmMeal, canMarkNoShow, canOpenBill } from '#domain/staff-rules.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest, takeAttempt } from '#provider/platform/client-limits.ts';
import { newChangeToken } from '#provider/bookings/change-token-db.ts';
import { announceOutbox } from '#provider/mail/announce-outbox.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { randomToken, sha256Hex } from '#provider/platform/member-token.ts';
import { planStep } from '#provider/payments/booking-payment-steps.ts';
import { paymentGatewayFor } from '#provider/payments/gateway/payment-gateway-choice.ts';
import { verifyPassword } from '#provider/accounts/password-hash.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { decideAppeal } from './appeal-decision';
import { appealAtRestaurant } from './no-show-appeal-db';
import { restaurantNameOf } from '#provider/restaurants/restaurants-db.ts';
import { settleBooking } from './booking-settle';
import { requireStaff, type StaffEnv } from './staff-auth';
import { insertStaffToken, openBillStatements, revokeStaffToken, staffBooking, staffBookings, staffByEmail } from './staff-db';

const MAX_BODY_BYTES = 4 * 1024;

/** Staff sign in and out: their own accounts and sessions (X-Staff-Token), never a diner's. */
export const staffAuth = new Hono<ProviderEnv>()
  .post('/staff/auth/sign_in', async (c) => {
    const body = readInput(staffSignInSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const target = `staff:${body.email.toLowerCase()}`;
    // As for members: every attempt counts per client, wrong passwords per account.
    await limitRequest(c, 'sign_in');
    const attempt = await takeAttempt(c, [{ call: 'sign_in', scope: 'target', key: target }]);
    const staff = await staffByEmail(c.env.DB, body.email);
    const matches = staff ? await verifyPassword(body.password, { hash: staff.password_hash, salt: staff.password_salt, iterations: staff.password_iterations }) : false;
    if (!staff || !matches) {
      // One answer for an unknown e-mail and a wrong password: staff e-mails cannot be probed.
      throw new ApiError(401, 'staff_sign_in_failed', 'staffSignInFailed');
    }
    await attempt.succeeded();
    const token = { token: randomToken(), expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000).toISOString() };
    await insertStaffToken(c.env.DB, await sha256Hex(token.token), staff.id, token.expiresAt).run();
    const restaurantName = await restaurantNameOf(c.env.DB, staff.restaurant_id, c.get('locale'));
    return c.json(staffSessionSchema.parse({ token: token.token, expires_at: token.expiresAt, staff: { name: staff.name, restaurant: { id: staff.restaurant_id, name: restaurantName } } }));
  });

/**
 * The staff area's calls, for the signed-in staff's restaurant only: a booking of another restaurant answers
 * 404 as if it did not exist. GET /staff/bookings?date=, POST /staff/bookings/{id}/meal (the diner came),
 * POST /staff/bookings/{id}/no_show (only after the reserved time), POST /staff/bookings/{id}/orders (open a bill, with an
 * Idempotency-Key), POST /staff/appeals/{id}/decision.
 */
export const staffArea = new Hono<StaffEnv>()
  .use('/staff/bookings/*', requireStaff())
  .use('/staff/bookings', requireStaff())
  .use('/staff/appeals/*', requireStaff())
  .use('/staff/auth/sign_out', requireStaff())
  .delete('/staff/auth/sign_out', async (c) => {
    await revokeStaffToken(c.env.DB, c.get('staffTokenHash')).run();
    return c.body(null, 204);
  })
  .get('/staff/bookings', async (c) => {
    const staff = c.get('staff');
    const now = new Date();
    const { date = toLocal(now, staff.time_zone).date } = readInput(staffBookingsQuerySchema, { date: c.req.query('date') });
    const from = toUtcText(toInstant(date, '00:00', staff.time_zone));
    const to = toUtcText(toInstant(addDays(date, 1), '00:00', staff.time_zone));
    const { results } = await staffBookings(c.env.DB, staff.restaurant_id, from, to);
    return c.json(
      staffBookingsSchema.parse({
        restaurant: { id: staff.restaurant_id, name: staff.restaurant_name, currency: staff.currency },
        date,
        time_zone: staff.time_zone,
        bookings: results.map((b) => {
          const local = toLocal(new Date(b.reservation_at), staff.time_zone);
          return {
            id: b.id, reservation_code: b.reservation_code, status: b.status, reservation_date: b.slot_date ?? local.date, formated_time: b.slot_time ?? local.time,
            reservation_at: b.reservation_at, reservation_seats: b.party_size, first_name: b.first_name, last_name: b.last_name, special_requests: b.special_requests,
            can_confirm_meal: canConfirmMeal(b, now), can_mark_no_show: canMarkNoShow(b, now), can_open_bill: canOpenBill(b, now), orders: JSON.parse(b.orders) as unknown,
            appeal: b.appeal === null ? null : (JSON.parse(b.appeal) as unknown),
            payment: b.payment === null ? null : (JSON.parse(b.payment) as unknown),
          };
        }),
      }),
    );
  })
  .post('/staff/bookings/:id/:outcome{meal|no_show}', async (c) => {
    const staff = c.get('staff');
    const bookingId = readInput(recordIdField, c.req.param('id'));
    const to = c.req.param('outcome') === 'meal' ? 'completed' : 'no_show';
    const booking = await staffBooking(c.env.DB, staff.restaurant_id, bookingId);
    if (!booking) throw new ApiError(404, 'booking_not_found', 'staffBookingNotFound');
    const planned = await planStep(c.env.DB, bookingId, to === 'completed' ? { type: 'meal' } : { type: 'no_show', feePercent: booking.no_show_fee_percent });
    const done = await settleBooking(c.env.DB, paymentGatewayFor(c.env), { bookingId, restaurantId: staff.restaurant_id, staffId: staff.id, to, nowIso: new Date().toISOString(), changeToken: newChangeToken() }, planned);
    if (done.settled) {
      if (to === 'no_show') announceOutbox(c, done.outboxId);
      return c.json({ id: bookingId, status: to });
    }
    // Nothing changed: say why, from the booking as it stands now.
    const now = await staffBooking(c.env.DB, staff.restaurant_id, bookingId);
    if (now?.status !== 'confirmed') throw new ApiError(409, 'booking_settled', 'staffBookingSettled');
    throw new ApiError(422, 'too_early', 'staffTooEarly');
  })
  .post('/staff/bookings/:id/orders', async (c) => {
    const staff = c.get('staff');
    const bookingId = readInput(recordIdField, c.req.param('id'));
    const key = readInput(billKeyField, c.req.header('Idempotency-Key'));
    const body = readInput(staffBillCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const booking = await staffBooking(c.env.DB, staff.restaurant_id, bookingId);
    if (!booking) throw new ApiError(404, 'booking_not_found', 'staffBookingNotFound');
    if (!canOpenBill(booking, new Date())) throw new ApiError(422, 'bill_not_openable', 'billNotOpenable');
    const [, opened] = await c.env.DB.batch(
      openBillStatements(c.env.DB, { bookingId, restaurantId: staff.restaurant_id, staffId: staff.id, amountMinor: body.amount_minor, key, nowIso: new Date().toISOString() }),
    );
    const row = opened?.results[0] as { o: string } | undefined;
    // The booking was settled otherwise (a no-show) between the read and the write.
    if (!row) throw new ApiError(422, 'bill_not_openable', 'billNotOpenable');
    const order = bookingOrderSchema.parse(JSON.parse(row.o));
    // The key already opened a bill for another amount: this is another request, refused.
    if (order.amount_cents !== body.amount_minor) throw new ApiError(422, 'idempotency_key_reused', 'idempotencyKeyReused');
    return c.json({ order }, 201);
  })
  .post('/staff/appeals/:id/decision', async (c) => {
    const staff = c.get('staff');
    const appealId = readInput(recordIdField, c.req.param('id'));
    const decision = readInput(appealDecisionSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const appeal = await appealAtRestaurant(c.env.DB, appealId, staff.restaurant_id);
    if (!appeal) throw new ApiError(404, 'appeal_not_found', 'staffBookingNotFound');
    const planned = decision.decision === 'approve' ? await planStep(c.env.DB, appeal.booking_id, { type: 'appeal_approved' }) : null;
    const p = { appealId, restaurantId: staff.restaurant_id, staffId: staff.id, decision, nowIso: new Date().toISOString(), changeToken: newChangeToken() };
    if (!(await decideAppeal(c.env.DB, paymentGatewayFor(c.env), p, planned))) throw new ApiError(409, 'appeal_decided', 'appealDecided');
    return c.json({ id: appealId, status: decision.decision === 'approve' ? 'approved' : 'rejected' });
  });
