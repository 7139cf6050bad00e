import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { VOUCHER_CODE } from '#domain/contract/booking.ts';
import { voucherDetailSchema, voucherListSchema, voucherListViewField } from '#domain/contract/voucher.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { programParam } from '#edge/program-param.ts';
import { z } from 'zod';
import { relay } from '#edge/relay.ts';
import type { AppEnv } from '#edge/env.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import { providerFor } from '#edge/provider-for-request.ts';

const claimBody = z.object({ program: z.string().regex(PROGRAM_SLUG), offer_id: z.number().int().positive().max(2 ** 31) });

/**
 * GET /api/vouchers?program=&state=current|past: the diner's vouchers in the program (as a member, or by their
 * verification); GET /api/vouchers/{code}?program=: one of them, with its history; POST /api/vouchers/claim
 * {program, offer_id}: a member claims an offer for its points. Never cached.
 */
export const voucherRoutes = new Hono<{ Bindings: AppEnv }>()
  .get('/', async (c) => {
    const program = programParam(c.req.query('program'));
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, program);
    const state = voucherListViewField.safeParse(c.req.query('state'));
    if (!state.success) throw new HTTPException(400, { message: 'bad_request' });
    const { data } = await providerFor(c, credentials).json(voucherListSchema, `/public/projects/${program}/vouchers`, { query: { state: state.data } });
    return c.json(data, 200, { 'Cache-Control': 'private, no-store' });
  })
  .get('/:code', async (c) => {
    const program = programParam(c.req.query('program'));
    const code = c.req.param('code');
    if (!VOUCHER_CODE.test(code)) throw new HTTPException(400, { message: 'bad_request' });
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, program);
    const { data } = await providerFor(c, credentials).json(voucherDetailSchema, `/public/projects/${program}/vouchers/${code}`);
    return c.json(data, 200, { 'Cache-Control': 'private, no-store' });
  })
  .post('/claim', async (c) => {
    const body = claimBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) throw new HTTPException(400, { message: 'bad_request' });
    const { session: _session, ...credentials } = await dinerCredentialsOf(c, body.data.program);
    return relay(c, `/public/projects/${body.data.program}/voucher_offers/${body.data.offer_id}/claim`, { method: 'POST', body: {} }, credentials);
  });
