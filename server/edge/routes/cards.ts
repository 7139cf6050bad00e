import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { payerDeviceSchema } from '#domain/contract/bank-cards.ts';
import { programQuerySchema } from '#domain/contract/account.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import type { AppEnv } from '#edge/env.ts';
import { asMember } from '#edge/member-call.ts';
import { answerInvalidInput, jsonBody, validate } from '#edge/relay.ts';
import { routes } from '#domain/routes.ts';

type Env = { Bindings: AppEnv };

const gatewayId = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/);
const program = z.string().regex(PROGRAM_SLUG);
const threeDsBody = z.object({ program, session_id: gatewayId, auth_back_url: z.string().url().max(1024), device: payerDeviceSchema }).strict();
const saveBody = z.object({ program, session_id: gatewayId, order_id: gatewayId }).strict();
const cardId = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/) });

const programOf = (c: Context<Env>) => validate(c, programQuerySchema, { program: c.req.query('program') }).program;

/**
 * My cards (spec §2 card management) for the signed-in member of a program: GET /api/cards?program= lists them;
 * POST /api/cards/session {program} opens a hosted card session that comes back to /my-cards; POST
 * /api/cards/three-ds {program, session_id, auth_back_url, device} answers the gateway's 3-D Secure redirect html;
 * POST /api/cards {program, session_id, order_id} saves the authenticated card; DELETE /api/cards/{id}?program=
 * removes one; POST /api/cards/{id}/default?program= makes it the card to pay with. No card number passes here.
 */
export const cardRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .get('/', (c) => {
    const source = programOf(c);
    return asMember(c, source, '/member/bank_cards', { query: { source } });
  })
  .post('/session', async (c) => {
    const source = validate(c, z.object({ program }).strict(), await jsonBody(c)).program;
    return asMember(c, source, '/public/mpgs/js_urls', { query: { source, return_path: `${routes.myCards}?program=${source}` } });
  })
  .post('/three-ds', async (c) => {
    const { program: source, ...body } = validate(c, threeDsBody, await jsonBody(c));
    return asMember(c, source, '/public/mpgs/three_ds_authentication', { method: 'POST', body });
  })
  .post('/', async (c) => {
    const body = validate(c, saveBody, await jsonBody(c));
    return asMember(c, body.program, '/member/bank_cards', { method: 'POST', body: { session_id: body.session_id, order_id: body.order_id, source: body.program, channel: 'mpgs' } });
  })
  .delete('/:id', (c) => {
    const { id } = validate(c, cardId, c.req.param());
    return asMember(c, programOf(c), `/member/bank_cards/${id}`, { method: 'DELETE' });
  })
  .post('/:id/default', (c) => {
    const { id } = validate(c, cardId, c.req.param());
    return asMember(c, programOf(c), `/member/bank_cards/${id}/default`, { method: 'POST', body: {} });
  });
