import { Hono } from 'hono';
import { z } from 'zod';
import { threeDsAuthenticationSchema } from '#domain/contract/bank-cards.ts';
import { billCardSessionCreateSchema, billPaySchema } from '#domain/contract/bill-payment.ts';
import { billKeyField } from '#domain/contract/staff.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import type { AppEnv } from '#edge/env.ts';
import { signInRequired, tokenIn } from '#edge/member-call.ts';
import { answerInvalidInput, jsonBody, relay, validate } from '#edge/relay.ts';
import { refOf } from './books';

type Env = { Bindings: AppEnv };

const orderField = z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'orderNotFound' });
const [bySavedCard, byNewCard] = billPaySchema.options;
// A saved card names the program whose member pays (the member cookie is per program).
const payBody = z.union([bySavedCard.extend({ program: z.string().regex(PROGRAM_SLUG) }), byNewCard]);

/**
 * Check Bill on the manage screen, proxied with the booking's code: POST /api/books/{id}/orders/{order_id}/card_session
 * {return_path} opens a hosted card session for the bill; POST /api/books/{id}/orders/{order_id}/three_ds
 * {session_id, auth_back_url, device} answers the 3-D Secure redirect html for the card typed there; POST
 * /api/books/{id}/orders/{order_id}/pay with an Idempotency-Key {program, bank_card_id} (the signed-in member's saved
 * card) or {session_id} (the new card, authenticated) pays it.
 */
export const billPaymentRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .post('/books/:id/orders/:order_id/card_session', async (c) => {
    const ref = refOf(c);
    const order = validate(c, orderField, c.req.param('order_id'));
    const body = validate(c, billCardSessionCreateSchema, await jsonBody(c));
    return relay(c, `/public/books/${ref.id}/orders/${order}/card_session`, { method: 'POST', query: { reservation_code: ref.reservation_code }, body });
  })
  .post('/books/:id/orders/:order_id/three_ds', async (c) => {
    const ref = refOf(c);
    const order = validate(c, orderField, c.req.param('order_id'));
    const body = validate(c, threeDsAuthenticationSchema, await jsonBody(c));
    return relay(c, `/public/books/${ref.id}/orders/${order}/three_ds`, { method: 'POST', query: { reservation_code: ref.reservation_code }, body });
  })
  .post('/books/:id/orders/:order_id/pay', async (c) => {
    const ref = refOf(c);
    const order = validate(c, orderField, c.req.param('order_id'));
    const key = validate(c, billKeyField, c.req.header('Idempotency-Key'));
    const body = validate(c, payBody, await jsonBody(c));
    const request = { method: 'POST' as const, query: { reservation_code: ref.reservation_code }, headers: { 'Idempotency-Key': key } };
    const path = `/public/books/${ref.id}/orders/${order}/pay`;
    if (!('bank_card_id' in body)) return relay(c, path, { ...request, body });
    const memberToken = await tokenIn(c, body.program);
    if (!memberToken) return signInRequired(c);
    return relay(c, path, { ...request, body: { bank_card_id: body.bank_card_id } }, { memberToken });
  });
