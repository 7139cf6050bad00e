import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  sandboxChallengePageSchema,
  sandboxChallengeSchema,
  sandboxFieldPageSchema,
  sandboxFieldValiditySchema,
  sandboxFormSessionUpdateSchema,
  sandboxSessionRefSchema,
} from '#domain/contract/sandbox-gateway.ts';
import { errorBody } from '#domain/provider-errors.ts';
import type { SessionUpdateResponse } from '#domain/hosted-session-answers.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { maskedCardNumber, sandboxCardBrand, securityCodeResult } from './sandbox-gateway-test-cards';
import { challengePage, GATEWAY_PAGE_CSP, gatewayRefusalPage } from './gateway-sandbox-pages';
import { HOSTED_FIELD_CSP, HOSTED_FIELD_SCRIPT, hostedFieldPage } from './sandbox-hosted-field-page';
import { sandboxCardType, sandboxFieldsInError, sandboxFieldValidity } from './sandbox-hosted-field-validity';
import { HOSTED_SESSION_SCRIPT } from './sandbox-hosted-session-script';
import { expireSandboxSession, putCardInSession, settleChallenge } from './payment-gateway-sandbox-db';

type PageContext = Context<ProviderEnv>;
const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const HEADERS = { ...NO_STORE, 'Content-Security-Policy': GATEWAY_PAGE_CSP };
const html = (c: PageContext, body: string, status: 200 | 400 | 404 = 200, csp = GATEWAY_PAGE_CSP) => c.html(body, status, { ...NO_STORE, 'Content-Security-Policy': csp });
const script = (c: PageContext, body: string) => c.body(body, 200, { ...NO_STORE, 'Content-Type': 'text/javascript; charset=utf-8' });
const redirect = (c: PageContext, location: string) => c.body(null, 303, { ...HEADERS, Location: location });
const refusal = (c: PageContext, message: string, status: 400 | 404 = 400) => c.json(errorBody(message, 'invalid_request'), status, NO_STORE);

async function readBody<T extends z.ZodType>(c: PageContext, schema: T): Promise<z.output<T> | null> {
  const text = await c.req.text();
  if (text.length > 2048) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const BAD_REQUEST = 'The request is incomplete or not valid.';
const NOT_IN_USE = 'The sandbox payment gateway is not in use here.';
const STATUS_OF = { authenticated: 'AUTHENTICATION_SUCCESSFUL', failed: 'AUTHENTICATION_FAILED', unavailable: 'AUTHENTICATION_UNAVAILABLE' } as const;

/**
 * The sandbox gateway (PAYMENT_GATEWAY_ADAPTER = "sandbox"), relayed by the app at /api/sandbox/gateway/*, in MPGS's
 * Hosted Session shape: session.js (the PaymentSession the app's card form drives), each card field's page and
 * script, the field check behind onValidityChange (it answers and keeps nothing), and the session update behind
 * updateSessionFromForm — the one handler that keeps anything of a card: the brand, the masked number (first 8 and
 * last 4 digits), the expiry and the security code's check result, in the session. And the issuer's 3-D Secure
 * challenge, whose outcome the tester picks.
 */
export const sandboxGateway = new Hono<ProviderEnv>()
  .use('/sandbox/gateway/*', async (c, next) => {
    if (c.env.PAYMENT_GATEWAY_ADAPTER === 'sandbox') return next();
    const accept = c.req.header('Accept') ?? '';
    return accept.includes('text/html') ? html(c, gatewayRefusalPage(NOT_IN_USE), 404) : refusal(c, NOT_IN_USE, 404);
  })
  .get('/sandbox/gateway/session.js', (c) => script(c, HOSTED_SESSION_SCRIPT))
  .get('/sandbox/gateway/field.js', (c) => script(c, HOSTED_FIELD_SCRIPT))
  .get('/sandbox/gateway/field', (c) => {
    const parsed = sandboxFieldPageSchema.safeParse(presentQuery(c.req.url, ['session_id', 'role', 'label', 'lang']));
    if (!parsed.success) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    return html(c, hostedFieldPage(parsed.data.role, parsed.data.label, parsed.data.lang), 200, HOSTED_FIELD_CSP);
  })
  .post('/sandbox/gateway/field-validity', async (c) => {
    const body = await readBody(c, sandboxFieldValiditySchema);
    if (!body) return refusal(c, BAD_REQUEST);
    const validity = sandboxFieldValidity(body.role, body.value);
    return c.json({ validity, card_type: body.role === 'number' ? sandboxCardType(body.value) : null }, 200, NO_STORE);
  })
  .post('/sandbox/gateway/form-session-update', async (c) => {
    const form = await readBody(c, sandboxFormSessionUpdateSchema);
    if (!form) return refusal(c, BAD_REQUEST);
    const entry = { number: form.number, expiryMonth: form.expiry_month, expiryYear: form.expiry_year, securityCode: form.security_code };
    const inError = sandboxFieldsInError(form.session_id, entry);
    if (inError) return c.json(inError, 200, NO_STORE);
    const digits = form.number.replace(/[\s-]/g, '');
    const card = {
      brand: sandboxCardBrand(digits)!,
      masked: maskedCardNumber(digits),
      expiryMonth: Number(form.expiry_month),
      expiryYear: 2000 + Number(form.expiry_year),
      securityCode: securityCodeResult(form.security_code.trim()),
    };
    if (!(await putCardInSession(c.env.DB, form.session_id, card, Date.now()))) {
      const expired: SessionUpdateResponse = { status: 'system_error', session: { id: form.session_id }, errors: { message: 'Not authorized: the session is unknown or has expired' } };
      return c.json(expired, 200, NO_STORE);
    }
    const provided = { card: { brand: card.brand, scheme: card.brand, number: card.masked, expiry: { month: String(card.expiryMonth), year: String(card.expiryYear % 100) } } };
    return c.json({ status: 'ok', session: { id: form.session_id, updateStatus: 'SUCCESS' }, sourceOfFunds: { provided } }, 200, NO_STORE);
  })
  .get('/sandbox/gateway/challenge', (c) => {
    const parsed = sandboxChallengePageSchema.safeParse(presentQuery(c.req.url, ['order_id', 'transaction_id']));
    if (!parsed.success) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    return html(c, challengePage(parsed.data.order_id, parsed.data.transaction_id));
  })
  .post('/sandbox/gateway/challenge', async (c) => {
    const form = await readBody(c, sandboxChallengeSchema);
    if (!form) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    const back = await settleChallenge(c.env.DB, form.order_id, form.transaction_id, STATUS_OF[form.result]);
    if (!back) return html(c, gatewayRefusalPage('This check has expired or was already answered.'), 400);
    return redirect(c, back);
  })
  // A card session's end, now (a test of the app's "session expired" answer; a real session lasts its full time first).
  .post('/sandbox/gateway/sessions/:id/expire', async (c) => {
    const parsed = sandboxSessionRefSchema.safeParse({ session_id: c.req.param('id') });
    if (!parsed.success) return refusal(c, BAD_REQUEST);
    if (!(await expireSandboxSession(c.env.DB, parsed.data.session_id))) return refusal(c, 'No such card session.', 404);
    return c.body(null, 204, NO_STORE);
  });
