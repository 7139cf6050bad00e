import { Hono } from 'hono';
import { sandboxBookingPaymentSchema, sandboxReservedAtAnswerSchema, sandboxReservedAtSchema } from '#domain/contract/sandbox-bookings.ts';
import { toLocal } from '#domain/restaurant-time.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { recordedPayment } from '#provider/payments/booking-payments-db.ts';
import { moveReservedAt } from './bookings-db';

/**
 * A booking's states no product call reaches, for local development and the e2e tests only (installed with the other
 * sandbox pages, so only where LOCAL_SANDBOXES = "on"; never in the production entry). Routes rather than a seeded
 * fixture because they act on a booking the test made at run time through the product's own calls (with a saved
 * card, a payment, a seat taken), which no row written before the server started can be:
 * POST /sandbox/bookings/{id}/reserved_at {at} moves its reserved time (nothing books in the past, and staff settle a
 * booking only once its time has come); GET /sandbox/bookings/{id}/payment reads its payment as the provider records it
 * (the card it is on, the amounts held, captured, released, refunding and refunded), which no diner's view shows whole.
 */
export const sandboxBookings = new Hono<ProviderEnv>()
  .post('/sandbox/bookings/:id/reserved_at', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const { at } = readInput(sandboxReservedAtSchema, await c.req.json().catch(() => null));
    const reservationAt = new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const row = await moveReservedAt(c.env.DB, id, reservationAt);
    if (!row) throw new ApiError(404, 'booking_not_found', 'bookingNotFound');
    return c.json(sandboxReservedAtAnswerSchema.parse({ reservation_at: row.reservation_at, date: toLocal(new Date(row.reservation_at), row.time_zone).date }));
  })
  .get('/sandbox/bookings/:id/payment', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    return c.json(sandboxBookingPaymentSchema.parse({ payment: await recordedPayment(c.env.DB, id) }));
  });
