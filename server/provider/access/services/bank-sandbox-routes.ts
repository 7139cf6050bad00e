import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { sandboxBankAuthorizeSchema, sandboxBankConsentSchema, sandboxBankLoginSchema } from '#domain/contract/sandbox-bank.ts';
import { maskedName } from './bank-login';
import { isAppAddress } from '#provider/programs/app-address.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery } from '#provider/platform/query-fields.ts';
import { bankPageCsp, callbackUrl, consentPage, loginPage, refusalPage } from './bank-sandbox-pages';
import { issueCode, startConsent, takeConsent } from './bank-sandbox-db';
import { SANDBOX_BANK_USERS, sandboxBankSignIn } from './bank-sandbox-users';

type PageContext = Context<ProviderEnv>;
const headers = (returnTo?: string) => ({
  'Content-Security-Policy': bankPageCsp(returnTo && new URL(returnTo).origin),
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
});

/** A page; `returnTo` is the (checked) redirect_uri its form may lead back to. */
const html = (c: PageContext, body: string, status: 200 | 400 | 401 | 404 = 200, returnTo?: string) => c.html(body, status, headers(returnTo));
const redirect = (c: PageContext, location: string) => c.body(null, 303, { ...headers(), Location: location });

async function readForm<T extends z.ZodType>(c: PageContext, schema: T): Promise<z.output<T> | null> {
  const text = await c.req.text();
  if (text.length > 4096) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const BAD_REQUEST = 'The sign-in request is incomplete or not valid.';
const BAD_REDIRECT = 'The address to return to is not registered for this app.';

/**
 * The sandbox bank's OAuth pages (BANK_ADAPTER = "sandbox"): sign in, approve or decline, back to redirect_uri with
 * a code or error=access_denied, and the state. The app relays them at /api/sandbox/bank/*; form bodies come as JSON.
 */
export const sandboxBank = new Hono<ProviderEnv>()
  .use('/sandbox/bank/*', async (c, next) => {
    if (c.env.BANK_ADAPTER !== 'sandbox') return html(c, refusalPage('The sandbox bank is not in use here.'), 404);
    await next();
  })
  .get('/sandbox/bank/authorize', async (c) => {
    const parsed = sandboxBankAuthorizeSchema.safeParse(presentQuery(c.req.url, ['response_type', 'client_id', 'redirect_uri', 'state', 'program']));
    if (!parsed.success) return html(c, refusalPage(BAD_REQUEST), 400);
    if (!(await isAppAddress(c, parsed.data.program, parsed.data.redirect_uri))) return html(c, refusalPage(BAD_REDIRECT), 400);
    return html(c, loginPage(parsed.data), 200, parsed.data.redirect_uri);
  })
  .post('/sandbox/bank/login', async (c) => {
    const form = await readForm(c, sandboxBankLoginSchema);
    if (!form) return html(c, refusalPage(BAD_REQUEST), 400);
    const { username, password, ...request } = form;
    if (!(await isAppAddress(c, request.program, request.redirect_uri))) return html(c, refusalPage(BAD_REDIRECT), 400);
    const signIn = sandboxBankSignIn(username, password);
    if (!signIn.ok) return html(c, loginPage(request, signIn.message), 401, request.redirect_uri);
    const ticket = await startConsent(c.env.DB, { username, redirect_uri: request.redirect_uri, state: request.state, program: request.program }, Date.now());
    return html(c, consentPage(ticket, request.program, maskedName(SANDBOX_BANK_USERS[username]!.name)), 200, request.redirect_uri);
  })
  .post('/sandbox/bank/consent', async (c) => {
    const form = await readForm(c, sandboxBankConsentSchema);
    if (!form) return html(c, refusalPage(BAD_REQUEST), 400);
    const login = await takeConsent(c.env.DB, form.ticket, Date.now());
    if (!login) return html(c, refusalPage('This sign-in has expired or was already used.'), 400);
    if (form.decision === 'decline') return redirect(c, callbackUrl(login.redirect_uri, { error: 'access_denied', state: login.state }));
    const code = await issueCode(c.env.DB, login, Date.now());
    return redirect(c, callbackUrl(login.redirect_uri, { code, state: login.state }));
  });
