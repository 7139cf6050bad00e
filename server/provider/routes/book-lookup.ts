import { Hono, type Context } from 'hono';
import { bookingLookupResultSchema, bookingLookupSchema, type BookingLookup } from '../../../src/domain/contract/booking-manage';
import { LOOKUP_LIMIT_PER_CLIENT, LOOKUP_LIMIT_PER_CODE } from '../../../src/domain/constants';
import { domainMessages } from '../../../src/domain/messages';
import { errorBody } from '../../../src/domain/provider-errors';
import { ApiError } from '../api-error';
import { clientIp, takeLimit } from '../client-limits';
import { lookupByPhoneStatement, lookupByVoucherStatement, type LookupRow } from '../db/booking-manage';
import type { ProviderEnv } from '../env';
import { translate } from '../i18n';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

const MAX_BODY_BYTES = 1024;
const [byPhone, byVoucher] = bookingLookupSchema.options;

/** The lookup body by its shape, so a bad field gets its own message rather than the union's generic one. */
function readLookup(body: unknown): BookingLookup {
  const isVoucher = !!body && typeof body === 'object' && 'voucher_code' in body;
  return isVoucher ? readInput(byVoucher, body) : readInput(byPhone, body);
}

/** Counts the attempt per client and per code; the first refusal answers 429 with Retry-After. */
async function rateLimited(c: Context<ProviderEnv>, code: string): Promise<Response | null> {
  const decisions = await Promise.all([
    takeLimit(c, `booking_lookup|client|${clientIp(c)}`, LOOKUP_LIMIT_PER_CLIENT),
    takeLimit(c, `booking_lookup|code|${code}`, LOOKUP_LIMIT_PER_CODE),
  ]);
  const retryAfter = Math.max(0, ...decisions.map((d) => (d.allowed ? 0 : d.retryAfterSeconds)));
  if (retryAfter === 0) return null;
  const message = translate(c.get('locale'), domainMessages.tooManyAttempts, { minutes: Math.ceil(retryAfter / 60) });
  return c.json(errorBody(message, 'too_many_attempts'), 429, { 'Retry-After': String(retryAfter) });
}

/** POST /public/books/lookup: reservation code + the booking's phone, or a voucher code. A miss does not say which part was wrong. */
export const bookLookup = new Hono<ProviderEnv>().post('/public/books/lookup', async (c) => {
  const body = readLookup(await readJson(c.req.raw, MAX_BODY_BYTES));
  const code = 'voucher_code' in body ? `voucher:${body.voucher_code.toUpperCase()}` : `reservation:${body.reservation_code}`;
  const limited = await rateLimited(c, code);
  if (limited) return limited;
  const db = c.env.DB;
  const statement =
    'voucher_code' in body
      ? lookupByVoucherStatement(db, body.voucher_code)
      : lookupByPhoneStatement(db, { code: body.reservation_code, countryCode: body.country_code, mobile: body.mobile });
  const { results } = await statement.all<LookupRow>();
  if (!results.length) throw new ApiError(404, 'booking_not_found', 'bookingLookupMiss');
  return c.json(bookingLookupResultSchema.parse({ bookings: results }));
});
