import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { REDEEM_KEY, redeemRequestSchema } from '#domain/contract/voucher.ts';
import type { AppEnv } from '#edge/env.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import { programParam } from '#edge/program-param.ts';
import { answerInvalidInput, jsonBody, relay, validate } from '#edge/relay.ts';

type Env = { Bindings: AppEnv };

const restaurantId = z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number);
const redeemKey = z.string({ error: 'redeemKeyRequired' }).regex(REDEEM_KEY, { error: 'redeemKeyRequired' });

async function asDiner(c: Context<Env>, program: string) {
  const { session: _session, ...credentials } = await dinerCredentialsOf(c, program);
  return credentials;
}

/**
 * The redeem screen of a restaurant (spec §2 redeem): GET /api/restaurants/{id}/vouchers?program= lists the diner's
 * vouchers usable there; POST /api/restaurants/{id}/redeems with an Idempotency-Key redeems one (spec §7).
 */
export const venueRedeemRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .get('/restaurants/:id/vouchers', async (c) => {
    const id = validate(c, restaurantId, c.req.param('id'));
    const program = programParam(c.req.query('program'));
    return relay(c, `/public/restaurants/${id}/vouchers`, { query: { program } }, await asDiner(c, program));
  })
  .post('/restaurants/:id/redeems', async (c) => {
    const id = validate(c, restaurantId, c.req.param('id'));
    const key = validate(c, redeemKey, c.req.header('Idempotency-Key'));
    const body = validate(c, redeemRequestSchema, await jsonBody(c));
    return relay(c, `/public/restaurants/${id}/redeems`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }, await asDiner(c, body.program));
  });
