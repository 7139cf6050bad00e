import { Hono } from 'hono';
import { noShowAppealCreateSchema } from '#domain/contract/staff.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { loadBookingDetail } from '#provider/bookings/booking-detail.ts';
import { bookingByCode } from '#provider/bookings/booking-by-code.ts';
import { bookingRefInput } from '#provider/bookings/booking-policy.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { createAppealStatement } from './no-show-appeal-db';

const MAX_BODY_BYTES = 4 * 1024;

/**
 * POST /public/books/{id}/no_show_appeal?reservation_code=: the diner of a booking marked no-show (the holder of
 * its code) says why it was not theirs, once; the restaurant's staff decide (spec §4). Answers the booking.
 */
export const noShowAppeals = new Hono<ProviderEnv>().post('/public/books/:id/no_show_appeal', async (c) => {
  const q = readInput(bookingRefInput, { id: c.req.param('id'), ...presentQuery(c.req.url, ['reservation_code']) });
  const body = readInput(noShowAppealCreateSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  const booking = await bookingByCode(c, q);
  const inserted = await createAppealStatement(c.env.DB, booking.id, body.reason).all();
  if (inserted.results.length === 0) throw new ApiError(422, 'appeal_not_allowed', 'appealNotAllowed');
  return c.json(await loadBookingDetail(c.env, booking, c.get('locale')), 201);
});
