import { Hono } from 'hono';
import { bookingLookupResultSchema, bookingLookupSchema, type BookingLookup } from '#domain/contract/booking-manage.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { clientIp, limitRequest } from '#provider/platform/client-limits.ts';
import { lookupByPhoneStatement, lookupByVoucherStatement, type LookupRow } from './booking-manage-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 1024;
const [byPhone, byVoucher] = bookingLookupSchema.options;

/** The lookup body by its shape, so a bad field gets its own message rather than the union's generic one. */
function readLookup(body: unknown): BookingLookup {
  const isVoucher = !!body && typeof body === 'object' && 'voucher_code' in body;
  return isVoucher ? readInput(byVoucher, body) : readInput(byPhone, body);
}

/** POST /public/books/lookup: reservation code + the booking's phone, or a voucher code. A miss does not say which part was wrong. */
export const bookLookup = new Hono<ProviderEnv>().post('/public/books/lookup', async (c) => {
  const body = readLookup(await readJson(c.req.raw, MAX_BODY_BYTES));
  const code = 'voucher_code' in body ? `voucher:${body.voucher_code.toUpperCase()}` : `reservation:${body.reservation_code}`;
  // Per client, and per code as this client tries it: a guesser never locks out the booking's owner.
  await limitRequest(c, 'booking_lookup', `${clientIp(c)}|${code}`);
  const db = c.env.DB;
  const statement =
    'voucher_code' in body
      ? lookupByVoucherStatement(db, body.voucher_code)
      : lookupByPhoneStatement(db, { code: body.reservation_code, countryCode: body.country_code, mobile: body.mobile });
  const { results } = await statement.all<LookupRow>();
  if (!results.length) throw new ApiError(404, 'booking_not_found', 'bookingLookupMiss');
  return c.json(bookingLookupResultSchema.parse({ bookings: results }));
});
