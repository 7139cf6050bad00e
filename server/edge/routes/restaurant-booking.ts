import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bookingCreateSchema } from '#domain/contract/booking.ts';
import { groupRequestCreateSchema } from '#domain/contract/booking-manage.ts';
import { reviewCreateSchema, reviewsPath } from '#domain/contract/review.ts';
import { MESSAGE_VALUES, messageKeyOf } from '#domain/message-values.ts';
import { domainMessages } from '#domain/messages.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from '#edge/api-locale.ts';
import { loadBookingAvailability } from '#edge/booking-availability.ts';
import type { AppEnv } from '#edge/env.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import { forgetProgramAnswers } from '#edge/program-answers.ts';
import { callerOf, providerFor } from '#edge/provider-for-request.ts';
import { passOn } from '#edge/relay.ts';

type Env = { Bindings: AppEnv };

const recordId = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number);
const availabilityQuery = z.object({ id: recordId, program: z.string().regex(PROGRAM_SLUG), deal_id: recordId.optional() });
const idempotencyKey = z.string({ error: 'idempotencyKeyRequired' }).regex(/^[\x21-\x7e]{8,255}$/, { error: 'idempotencyKeyRequired' });
const referenceCode = z.string().regex(/^[A-Za-z0-9]{6,16}$/, { error: 'groupRequestNotFound' });

// Validated before anything reaches the provider: the first problem, in the diner's language.
function parseOr400<T extends z.ZodType>(c: Context<Env>, schema: T, input: unknown): { ok: true; data: z.output<T> } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const key = messageKeyOf(result.error.issues[0]?.message);
  return { ok: false, response: c.json(errorBody(getI18n(apiLocale(c))._({ ...domainMessages[key], values: MESSAGE_VALUES[key] }), 'invalid_request'), 400) };
}

async function readBody(c: Context<Env>): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/** The booking site's calls (spec §7 "Booking frame"): availability, create a booking, group requests. */
export const restaurantBookingRoutes = new Hono<Env>()
  .get('/restaurants/:id/availability', async (c) => {
    const q = parseOr400(c, availabilityQuery, { id: c.req.param('id'), program: c.req.query('program'), deal_id: c.req.query('deal_id') || undefined });
    if (!q.ok) return q.response;
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, q.data.program);
    const availability = await loadBookingAvailability(c.env, { locale: apiLocale(c), ...credentials, ...callerOf(c) }, { restaurant: q.data.id, program: q.data.program, dealId: q.data.deal_id ?? null });
    c.header('Cache-Control', 'no-store');
    return c.json(availability);
  })
  .post('/restaurants/:id/books', async (c) => {
    const id = parseOr400(c, recordId, c.req.param('id'));
    if (!id.ok) return id.response;
    const key = parseOr400(c, idempotencyKey, c.req.header('Idempotency-Key'));
    if (!key.ok) return key.response;
    const body = parseOr400(c, bookingCreateSchema, await readBody(c));
    if (!body.ok) return body.response;
    // The assertion names the booking site (this app, or BOOKING_SITE_ORIGIN): the manage links lead back here.
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, body.data.program);
    const provider = providerFor(c, credentials);
    const headers = { 'Idempotency-Key': key.data };
    return passOn(await provider.raw(`/public/restaurants/${id.data}/books`, { method: 'POST', body: body.data, headers }));
  })
  .post('/restaurants/:id/group_requests', async (c) => {
    const id = parseOr400(c, recordId, c.req.param('id'));
    if (!id.ok) return id.response;
    const raw = await readBody(c);
    const body = parseOr400(c, groupRequestCreateSchema, raw);
    if (!body.ok) return body.response;
    // The provider validates the same schema; it gets the diner's text (guest count as typed), not the parsed form.
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, body.data.program);
    const provider = providerFor(c, credentials);
    return passOn(await provider.raw(`/public/restaurants/${id.data}/group_requests`, { method: 'POST', body: raw }));
  })
  // A diner's review of their booking (spec: reviews by diners), with the booking's reservation code.
  .post('/restaurants/:id/reviews', async (c) => {
    const id = parseOr400(c, recordId, c.req.param('id'));
    if (!id.ok) return id.response;
    const body = parseOr400(c, reviewCreateSchema, await readBody(c));
    if (!body.ok) return body.response;
    const written = await providerFor(c).raw(reviewsPath(id.data), { method: 'POST', body: body.data });
    // The reviewer sees their review on the profile's next render here; kept copies elsewhere live out their minute.
    if (written.ok) forgetProgramAnswers(reviewsPath(id.data));
    return passOn(written);
  })
  .get('/group_requests/:reference_code', async (c) => {
    const reference = parseOr400(c, referenceCode, c.req.param('reference_code'));
    if (!reference.ok) return reference.response;
    const provider = providerFor(c);
    return passOn(await provider.raw(`/public/group_requests/${reference.data.toUpperCase()}`));
  });
