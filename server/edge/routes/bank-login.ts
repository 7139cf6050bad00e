import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accessGrantAnswerSchema, bankStartAnswerSchema } from '#domain/contract/access.ts';
import { isProgramSlug } from '#domain/program-slug.ts';
import { randomToken } from '#domain/random-token.ts';
import { isAppPath, withVerifyReturn, type BankFailure } from '#domain/verify-return.ts';
import type { AppEnv } from '#edge/env.ts';
import { grantOf, programSessionOf } from '#edge/diner-credentials.ts';
import { sessionSettingsOf } from '#edge/member-session.ts';
import { programParam } from '#edge/program-param.ts';
import { ProviderError } from '#edge/provider-error.ts';
import { callerOf, providerFor } from '#edge/provider-for-request.ts';
import { sessionCookie, signProgramSession, type ProgramSession } from '#edge/session.ts';

type Env = { Bindings: AppEnv };

const CALLBACK_PATH = '/api/access/bank/callback';

/** The address the bank sends the diner back to: this booking site's callback (the bank checks it is registered). */
const callbackUrl = (c: Context<Env>) => `${callerOf(c).siteOrigin}${CALLBACK_PATH}`;

const randomState = (program: string) => `${program}.${randomToken(24)}`;

async function redirectWith(c: Context<Env>, session: ProgramSession, location: string): Promise<Response> {
  c.header('Set-Cookie', sessionCookie(await signProgramSession(session, sessionSettingsOf(c.env))));
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}

/** Why the bank's answer did not verify the diner, from the provider's refusal code. */
function failureOf(error: unknown): BankFailure {
  if (!(error instanceof ProviderError)) throw error;
  if (error.code === 'bank_declined') return 'declined';
  if (error.code === 'bank_invalid_code') return 'invalid_code';
  return 'failed';
}

/**
 * The bank login of spec §4 (DBS): /start remembers a fresh state and the page the diner left in their program
 * session and sends them to the bank; /callback checks the state, has the provider trade the code once, keeps the
 * grant and returns to that page with verify_status=CALLBACK (the panel resumes by itself) or FAILED and why.
 */
export const bankLoginRoutes = new Hono<Env>()
  .get('/start', async (c) => {
    const program = programParam(c.req.query('program'));
    const returnTo = c.req.query('return_to');
    if (!isAppPath(returnTo)) throw new HTTPException(400, { message: 'bad_request' });
    const session = await programSessionOf(c, program);
    if (!session) throw new HTTPException(403, { message: 'forbidden' });
    const state = randomState(session.program);
    const { data } = await providerFor(c).json(bankStartAnswerSchema, `/public/projects/${session.program}/bank_verifications/start`, {
      method: 'POST',
      body: { redirect_uri: callbackUrl(c), state },
    });
    return redirectWith(c, { ...session, bankLogin: { state, returnTo } }, data.authorize_url);
  })
  .get('/callback', async (c) => {
    const state = c.req.query('state') ?? '';
    const program = state.split('.')[0] ?? '';
    const session = isProgramSlug(program) ? await programSessionOf(c, program) : null;
    // Only the session that started this login may finish it: a forged or replayed return is refused.
    if (!session?.bankLogin || session.bankLogin.state !== state) throw new HTTPException(403, { message: 'forbidden' });
    const back = { ...session, bankLogin: null };
    const code = c.req.query('code');
    if (!code) return redirectWith(c, back, withVerifyReturn(session.bankLogin.returnTo, { status: 'FAILED', reason: c.req.query('error') === 'access_denied' ? 'access_denied' : 'failed' }));
    try {
      const { data } = await providerFor(c, { accessGrant: grantOf(session) }).json(accessGrantAnswerSchema, `/public/projects/${session.program}/bank_verifications`, {
        method: 'POST',
        body: { code, redirect_uri: callbackUrl(c) },
      });
      const granted = { ...back, access: { token: data.private_token, method: data.method, expiresAt: data.expires_at } };
      return redirectWith(c, granted, withVerifyReturn(session.bankLogin.returnTo, { status: 'CALLBACK' }));
    } catch (error) {
      return redirectWith(c, back, withVerifyReturn(session.bankLogin.returnTo, { status: 'FAILED', reason: failureOf(error) }));
    }
  });
