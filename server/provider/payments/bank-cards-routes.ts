import { Hono } from 'hono';
import { z } from 'zod';
import { bankCardCreateSchema } from '#domain/contract/bank-cards.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { cardOfSession, makeDefaultCard, memberCardsIn, removeCard, saveCard } from './bank-cards-db';
import { memberCardSession } from './card-sessions-db';
import { bookingGuaranteedBy } from './card-guarantees-db';
import { requireMember, type MemberEnv } from '#provider/accounts/member-auth.ts';
import { providerContext } from '#provider/platform/provider-context.ts';
import { cardProgramOf } from './card-acceptance';
import { cardCheckAmount } from './card-check';
import { cardRefusalOf } from './card-refusal';
import { verifyCard } from './card-verification';
import { withGateway } from './gateway/gateway-errors';
import { paymentGatewayFor } from './gateway/payment-gateway-choice';
import { sessionCard } from './session-card';
import { activeProgram } from '#provider/programs/program-gate.ts';
import { presentQuery, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const listQuery = z.object({ source: z.string().regex(PROGRAM_SLUG) });

/**
 * Card management (spec §2, §7 "Cards"): GET /member/bank_cards?source= lists the member's cards usable in the
 * program; POST /member/bank_cards {session_id, order_id, source, handle, channel: 'mpgs'} saves the card of a hosted
 * session the member authenticated (3-D Secure) and the issuer verified, as a gateway token with its brand, last
 * four digits and expiry (one card per session: a repeat answers the same card); DELETE /member/bank_cards/{id}
 * removes one of the member's own cards, unless an upcoming booking's payment is still to be held or held on it (409); POST /member/bank_cards/{id}/default makes it the card to pay with.
 */
export const bankCards = new Hono<MemberEnv>()
  .get('/member/bank_cards', requireMember(), async (c) => {
    const { source } = readInput(listQuery, presentQuery(c.req.url, ['source']));
    return c.json({ bank_cards: await memberCardsIn(c.env.DB, c.get('memberId'), source) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/member/bank_cards', requireMember(), async (c) => {
    const body = readInput(bankCardCreateSchema, await readJson(c.req.raw, 1024));
    const memberId = c.get('memberId');
    const checkCurrency = cardCheckAmount(c.env).currency;
    const opened = await memberCardSession(c.env.DB, memberId, body.session_id);
    if (!opened || opened.order_id !== body.order_id || opened.program !== body.source) throw new ApiError(404, 'card_session_not_found', 'cardSessionExpired');
    const saved = await cardOfSession(c.env.DB, memberId, body.session_id);
    if (saved) return c.json({ bank_card: saved }, 200);
    const program = await activeProgram(providerContext(c), body.source);
    const gateway = paymentGatewayFor(c.env);
    const authentication = await withGateway(providerContext(c), () => gateway.retrieveTransaction(opened.order_id, opened.authentication_transaction_id));
    if (authentication?.authenticationStatus !== 'AUTHENTICATION_SUCCESSFUL') throw new ApiError(422, 'card_authentication_failed', 'cardAuthenticationFailed');
    const session = await sessionCard(providerContext(c), gateway, body.session_id);
    const onlyProgram = await cardProgramOf(providerContext(c), program, session.card);
    const verification = await withGateway(providerContext(c), () =>
      verifyCard(c.env.DB, gateway, { orderId: opened.order_id, sessionId: session.id, currency: checkCurrency, authenticationTransactionId: opened.authentication_transaction_id }),
    );
    const refusal = cardRefusalOf(verification);
    if (refusal) throw refusal;
    const { token, card } = await withGateway(providerContext(c), () => gateway.createToken(session.id));
    const bankCard = await saveCard(c.env.DB, {
      memberId,
      program: body.source,
      onlyProgram,
      handle: body.handle ?? null,
      token,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      sessionId: session.id,
    });
    return c.json({ bank_card: bankCard }, 201);
  })
  .delete('/member/bank_cards/:id', requireMember(), async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    if (!(await removeCard(c.env.DB, c.get('memberId'), id))) {
      // Kept because a booking still counts on it: the diner is told which, and what to do.
      const guaranteed = await bookingGuaranteedBy(c.env.DB, c.get('memberId'), id, c.get('locale'));
      if (guaranteed) throw new ApiError(409, 'card_guarantees_booking', 'cardGuaranteesBooking', { restaurant: guaranteed.restaurant_name });
      throw new ApiError(404, 'card_not_found', 'cardNotFound');
    }
    return c.json({ removed: id });
  })
  .post('/member/bank_cards/:id/default', requireMember(), async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    if (!(await makeDefaultCard(c.env.DB, c.get('memberId'), id))) throw new ApiError(404, 'card_not_found', 'cardNotFound');
    return c.json({ default: id });
  });
