import { Hono } from 'hono';
import { noShowAppealCreateSchema } from '../../../src/domain/contract/staff';
import { ApiError } from '../api-error';
import { loadBookingDetail } from '../booking-detail';
import { bookingByCode } from '../booking-by-code';
import { bookingRefInput } from '../booking-policy';
import type { ProviderEnv } from '../env';
import { presentQuery } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';
import { createAppealStatement } from '../staff/no-show-appeal-db';

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
