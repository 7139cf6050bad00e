import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { appealDecisionSchema, billKeyField, staffBillCreateSchema, staffBookingsQuerySchema, staffSessionSchema, staffSignInSchema } from '#domain/contract/staff.ts';
import { domainMessages } from '#domain/messages.ts';
import { errorBody } from '#domain/provider-errors.ts';
import { getI18n } from '#lib/i18n/get-i18n.ts';
import { apiLocale } from '#edge/api-locale.ts';
import type { AppEnv } from '#edge/env.ts';
import { ProviderError } from '#edge/provider-error.ts';
import type { ProviderRequest } from '#edge/provider-client.ts';
import { answerInvalidInput, callProvider, jsonBody, passOn, validate } from '#edge/relay.ts';
import { clearedStaffCookie, signStaffSession, staffCookie, staffTokenOf } from '#edge/staff-session.ts';

type Env = { Bindings: AppEnv };

const idField = z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'staffBookingNotFound' });

/**
 * A staff call: without a valid staff cookie → 401 before the provider; when the provider no longer knows the
 * token (signed out, expired) → its 401, and the cookie is cleared.
 */
async function asStaff(c: Context<Env>, path: string, request: ProviderRequest = {}): Promise<Response> {
  const token = await staffTokenOf(c);
  if (!token) return c.json(errorBody(getI18n(apiLocale(c))._(domainMessages.staffSignInRequired), 'staff_sign_in_required'), 401, { 'Cache-Control': 'no-store' });
  const response = passOn(await callProvider(c, path, { ...request, headers: { ...request.headers, 'X-Staff-Token': token } }));
  if (response.status === 401) response.headers.append('Set-Cookie', clearedStaffCookie());
  return response;
}

/**
 * /api/staff: the restaurant staff area's calls. Sign-in puts the provider's staff token into the staff cookie
 * and answers who signed in (never the token); the rest carry it to the provider, which keeps each staff member
 * to their restaurant.
 */
export const staffRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .post('/sign-in', async (c) => {
    const body = validate(c, staffSignInSchema, await jsonBody(c));
    const answer = await callProvider(c, '/staff/auth/sign_in', { method: 'POST', body });
    if (!answer.ok) return passOn(answer);
    const session = staffSessionSchema.safeParse(await answer.json().catch(() => undefined));
    if (!session.success) throw new ProviderError(502, 'Provider answered outside the contract', 'contract_violation');
    c.header('Set-Cookie', staffCookie(await signStaffSession(session.data.token, c.env)));
    return c.json({ staff: session.data.staff }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/sign-out', async (c) => {
    const token = await staffTokenOf(c);
    c.header('Set-Cookie', clearedStaffCookie());
    c.header('Cache-Control', 'no-store');
    if (token) await callProvider(c, '/staff/auth/sign_out', { method: 'DELETE', headers: { 'X-Staff-Token': token } }).catch(() => undefined);
    return c.body(null, 204);
  })
  .get('/bookings', (c) => {
    const query = validate(c, staffBookingsQuerySchema, { date: c.req.query('date') });
    return asStaff(c, '/staff/bookings', { query: { date: query.date } });
  })
  .post('/bookings/:id/:outcome{meal|no_show}', (c) => {
    const id = validate(c, idField, c.req.param('id'));
    return asStaff(c, `/staff/bookings/${id}/${c.req.param('outcome')}`, { method: 'POST' });
  })
  .post('/bookings/:id/orders', async (c) => {
    const id = validate(c, idField, c.req.param('id'));
    const key = validate(c, billKeyField, c.req.header('Idempotency-Key'));
    const body = validate(c, staffBillCreateSchema, await jsonBody(c));
    return asStaff(c, `/staff/bookings/${id}/orders`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
  })
  .post('/appeals/:id/decision', async (c) => {
    const id = validate(c, idField, c.req.param('id'));
    const body = validate(c, appealDecisionSchema, await jsonBody(c));
    return asStaff(c, `/staff/appeals/${id}/decision`, { method: 'POST', body });
  });
