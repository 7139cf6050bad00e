import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bookingCreateSchema } from '../../../src/domain/contract/booking';
import { groupRequestCreateSchema } from '../../../src/domain/contract/booking-manage';
import { reviewCreateSchema, reviewsPath } from '../../../src/domain/contract/review';
import { MESSAGE_VALUES, messageKeyOf } from '../../../src/domain/message-values';
import { domainMessages } from '../../../src/domain/messages';
import { PROGRAM_SLUG } from '../../../src/domain/program-slug';
import { errorBody } from '../../../src/domain/provider-errors';
import { getI18n } from '../../../src/lib/i18n/get-i18n';
import { apiLocale } from '../api-locale';
import { loadBookingAvailability } from '../booking-availability';
import type { AppEnv } from '../env';
import { dinerCredentialsOf } from '../diner-credentials';
import { forgetProgramAnswers } from '../program-answers';
import { callerOf, providerFor } from '../provider-for-request';
import { passOn } from '../relay';

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
