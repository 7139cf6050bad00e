import { Hono } from 'hono';
import { cardSessionQuerySchema, threeDsAuthenticationSchema } from '#domain/contract/bank-cards.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { isAppAddress } from '#provider/programs/app-address.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { memberCardSession, openCardSession } from './card-sessions-db';
import { requireMember, type MemberEnv } from '#provider/accounts/member-auth.ts';
import { providerContext } from '#provider/platform/provider-context.ts';
import { cardProgramOf } from './card-acceptance';
import { AUTHENTICATION_TRANSACTION_ID, cardCheckAmount, newCardCheckOrderId } from './card-check';
import { withGateway } from './gateway/gateway-errors';
import { authenticateSessionPayer } from './payer-authentication';
import { paymentGatewayFor } from './gateway/payment-gateway-choice';
import { sessionCard } from './session-card';
import { activeProgram } from '#provider/programs/program-gate.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

/**
 * The hosted card session of spec §7 "Cards". GET /public/mpgs/js_urls?source=&return_path=: opens a gateway session
 * for the member (a GET, as the spec names it, that is never cached: each call is a new session) and answers where the card is typed (the gateway's Hosted Session script; the card number goes to its fields, never
 * here). POST /public/mpgs/three_ds_authentication {session_id, auth_back_url, device}: 3-D Secure for the session's
 * card; answers the gateway's redirect html, which takes the payer to the issuer's challenge and back to auth_back_url.
 */
export const mpgs = new Hono<MemberEnv>()
  .get('/public/mpgs/js_urls', requireMember(), async (c) => {
    const query = readInput(cardSessionQuerySchema, presentQuery(c.req.url, ['source', 'return_path']));
    await activeProgram(providerContext(c), query.source);
    const amount = cardCheckAmount(c.env);
    const gateway = paymentGatewayFor(c.env);
    const session = await withGateway(providerContext(c), () => gateway.createSession());
    const ids = { orderId: newCardCheckOrderId(), authenticationTransactionId: AUTHENTICATION_TRANSACTION_ID };
    await withGateway(providerContext(c), () => gateway.updateSession(session.id, { orderId: ids.orderId, amount }));
    await openCardSession(c.env.DB, {
      session_id: session.id,
      member_id: c.get('memberId'),
      program: query.source,
      order_id: ids.orderId,
      authentication_transaction_id: ids.authenticationTransactionId,
      expires_at: session.expiresAt,
    });
    // return_path (spec §7) names the page the card form is on; the hosted fields keep the payer there.
    const entry = gateway.cardEntry();
    return c.json(
      { session_id: session.id, order_id: ids.orderId, js_url: entry.jsUrl, expires_at: new Date(session.expiresAt).toISOString() },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .post('/public/mpgs/three_ds_authentication', requireMember(), async (c) => {
    const body = readInput(threeDsAuthenticationSchema, await readJson(c.req.raw, 4096));
    const amount = cardCheckAmount(c.env);
    // Every attempt counts, per client and per member: 3-D Secure is the issuer's, and it is not for trying cards in bulk.
    await limitRequest(providerContext(c), 'card_authentication', `member:${c.get('memberId')}`);
    const opened = await memberCardSession(c.env.DB, c.get('memberId'), body.session_id);
    if (!opened) throw new ApiError(404, 'card_session_not_found', 'cardSessionExpired');
    if (!(await isAppAddress(providerContext(c), opened.program, body.auth_back_url))) throw new ApiError(400, 'return_address_invalid', 'cardAddressInvalid');
    const gateway = paymentGatewayFor(c.env);
    const session = await sessionCard(providerContext(c), gateway, body.session_id);
    // A card program's card must pass its BIN rule before the payer is sent through 3-D Secure for it.
    await cardProgramOf(providerContext(c), await activeProgram(providerContext(c), opened.program), session.card);
    const redirectHtml = await authenticateSessionPayer(providerContext(c), gateway, {
      orderId: opened.order_id,
      transactionId: opened.authentication_transaction_id,
      sessionId: session.id,
      amount,
      purpose: 'ADD_CARD',
      authBackUrl: body.auth_back_url,
      device: body.device,
    });
    return c.json({ redirect_html: redirectHtml }, 200, { 'Cache-Control': 'no-store' });
  });
