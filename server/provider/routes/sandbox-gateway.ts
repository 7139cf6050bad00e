import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { cardEntryProblems } from '../../../src/domain/card-entry';
import { sandboxCardEntrySchema, sandboxCardPageSchema, sandboxChallengePageSchema, sandboxChallengeSchema } from '../../../src/domain/contract/sandbox-gateway';
import type { ProviderEnv } from '../env';
import { presentQuery } from '../query-fields';
import { maskedCardNumber, sandboxCardBrand, securityCodeResult } from '../sandbox/gateway-test-cards';
import { cardPage, challengePage, GATEWAY_PAGE_CSP, gatewayRefusalPage, SESSION_EXPIRED_MESSAGE } from '../sandbox/gateway-pages';
import { putCardInSession, settleChallenge } from '../sandbox/payment-gateway-sandbox';

type PageContext = Context<ProviderEnv>;
const HEADERS = { 'Content-Security-Policy': GATEWAY_PAGE_CSP, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const html = (c: PageContext, body: string, status: 200 | 400 | 404 = 200) => c.html(body, status, HEADERS);
const redirect = (c: PageContext, location: string) => c.body(null, 303, { ...HEADERS, Location: location });

async function readForm<T extends z.ZodType>(c: PageContext, schema: T): Promise<z.output<T> | null> {
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
const STATUS_OF = { authenticated: 'AUTHENTICATION_SUCCESSFUL', failed: 'AUTHENTICATION_FAILED', unavailable: 'AUTHENTICATION_UNAVAILABLE' } as const;

/**
 * The sandbox gateway's pages (PAYMENT_GATEWAY_ADAPTER = "sandbox"), relayed by the app at /api/sandbox/gateway/*:
 * the hosted card page, the one handler that ever sees a card number — it keeps the brand, the masked number
 * (first 8 and last 4 digits), the expiry and the security code's check result in the session, and sends the payer
 * back to the app — and the issuer's 3-D Secure challenge, whose outcome the tester picks.
 */
export const sandboxGateway = new Hono<ProviderEnv>()
  .use('/sandbox/gateway/*', async (c, next) => {
    if (c.env.PAYMENT_GATEWAY_ADAPTER !== 'sandbox') return html(c, gatewayRefusalPage('The sandbox payment gateway is not in use here.'), 404);
    await next();
  })
  .get('/sandbox/gateway/card', (c) => {
    const parsed = sandboxCardPageSchema.safeParse(presentQuery(c.req.url, ['session_id', 'return_path', 'cancel_path']));
    if (!parsed.success) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    return html(c, cardPage({ sessionId: parsed.data.session_id, returnPath: parsed.data.return_path, cancelPath: parsed.data.cancel_path }));
  })
  .post('/sandbox/gateway/card', async (c) => {
    const form = await readForm(c, sandboxCardEntrySchema);
    if (!form) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    const entry = { number: form.number, expiryMonth: form.expiry_month, expiryYear: form.expiry_year, securityCode: form.security_code };
    const problems = cardEntryProblems(entry, (digits) => sandboxCardBrand(digits) !== null);
    const session = { sessionId: form.session_id, returnPath: form.return_path, cancelPath: form.cancel_path };
    if (problems.length > 0) return html(c, cardPage(session, problems, { expiryMonth: form.expiry_month, expiryYear: form.expiry_year }), 400);
    const digits = form.number.replace(/[\s-]/g, '');
    const stored = await putCardInSession(
      c.env.DB,
      form.session_id,
      {
        brand: sandboxCardBrand(digits)!,
        masked: maskedCardNumber(digits),
        expiryMonth: Number(form.expiry_month),
        expiryYear: 2000 + Number(form.expiry_year),
        securityCode: securityCodeResult(form.security_code.trim()),
      },
      Date.now(),
    );
    if (!stored) return html(c, gatewayRefusalPage(SESSION_EXPIRED_MESSAGE, form.cancel_path ?? form.return_path), 400);
    return redirect(c, form.return_path);
  })
  .get('/sandbox/gateway/challenge', (c) => {
    const parsed = sandboxChallengePageSchema.safeParse(presentQuery(c.req.url, ['order_id', 'transaction_id']));
    if (!parsed.success) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    return html(c, challengePage(parsed.data.order_id, parsed.data.transaction_id));
  })
  .post('/sandbox/gateway/challenge', async (c) => {
    const form = await readForm(c, sandboxChallengeSchema);
    if (!form) return html(c, gatewayRefusalPage(BAD_REQUEST), 400);
    const back = await settleChallenge(c.env.DB, form.order_id, form.transaction_id, STATUS_OF[form.result]);
    if (!back) return html(c, gatewayRefusalPage('This check has expired or was already answered.'), 400);
    return redirect(c, back);
  });
