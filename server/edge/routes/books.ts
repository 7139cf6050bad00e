import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { slotsByDateSchema } from '#domain/contract/availability.ts';
import { bookingDetailSchema, bookingLookupSchema, bookingModifySchema } from '#domain/contract/booking-manage.ts';
import { noShowAppealCreateSchema } from '#domain/contract/staff.ts';
import type { AppEnv } from '#edge/env.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import { providerFor } from '#edge/provider-for-request.ts';
import { answerInvalidInput, jsonBody, relay, validate } from '#edge/relay.ts';

type Env = { Bindings: AppEnv };

/** A booking named in the path, with its reservation code in the query: what every manage call carries. */
export const bookingRef = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'bookingNotFound' }),
  reservation_code: z.string({ error: 'reservationCodeInvalid' }).trim().toUpperCase().regex(/^[A-Z0-9]{6,16}$/, { error: 'reservationCodeInvalid' }),
});
const [lookupByPhone, lookupByVoucher] = bookingLookupSchema.options;
export const refOf = (c: Context<Env>) => validate(c, bookingRef, { id: c.req.param('id'), reservation_code: c.req.query('reservation_code') });

/**
 * The manage screen's calls, proxied to the provider: read, modify, cancel, appeal a no-show (each with the
 * booking's code), lookup, and the slots of the booking's restaurant for the edit page.
 */
export const bookRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .post('/books/lookup', async (c) => {
    const body = await jsonBody(c);
    const isVoucher = !!body && typeof body === 'object' && 'voucher_code' in body;
    const lookup = isVoucher ? validate(c, lookupByVoucher, body) : validate(c, lookupByPhone, body);
    return relay(c, '/public/books/lookup', { method: 'POST', body: lookup });
  })
  .get('/books/:id/slots', async (c) => {
    const ref = refOf(c);
    const { session: _session, ...credentials } = await dinerCredentialsOf(c);
    const client = providerFor(c, credentials);
    const { data: booking } = await client.json(bookingDetailSchema, `/public/books/${ref.id}`, { query: { reservation_code: ref.reservation_code } });
    const query = { program: booking.program, deal_id: booking.deal_id ?? undefined };
    const { data } = await client.json(slotsByDateSchema, `/public/restaurants/${booking.restaurant_id}/last_available_time_slots_by_date`, { query });
    return c.json(data, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/books/:id', (c) => {
    const ref = refOf(c);
    return relay(c, `/public/books/${ref.id}`, { query: { reservation_code: ref.reservation_code } });
  })
  .put('/books/:id', async (c) => {
    const ref = refOf(c);
    const body = validate(c, bookingModifySchema, await jsonBody(c));
    // A change asks the program's access again (the provider checks the grant of the diner's program session).
    const { session: _session, ...credentials } = await dinerCredentialsOf(c);
    return relay(c, `/public/books/${ref.id}`, { method: 'PUT', query: { reservation_code: ref.reservation_code }, body }, credentials);
  })
  // A no-show's diner appeals it once, with the booking's code (spec §4).
  .post('/books/:id/no_show_appeal', async (c) => {
    const ref = refOf(c);
    const body = validate(c, noShowAppealCreateSchema, await jsonBody(c));
    return relay(c, `/public/books/${ref.id}/no_show_appeal`, { method: 'POST', query: { reservation_code: ref.reservation_code }, body });
  })
  .delete('/books/:id', (c) => {
    const ref = refOf(c);
    return relay(c, `/public/books/${ref.id}`, { method: 'DELETE', query: { reservation_code: ref.reservation_code } });
  });
