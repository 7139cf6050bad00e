import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  accessGrantAnswerSchema, accessRequestSchema, whitelistCodeRequestSchema, type AccessGrantAnswer, type AccessRequest, type AccessView,
} from '#domain/contract/access.ts';
import { codeSentSchema } from '#domain/contract/account.ts';
import type { AppEnv } from '#edge/env.ts';
import { grantOf, programSessionOf } from '#edge/diner-credentials.ts';
import { sessionSettingsOf } from '#edge/member-session.ts';
import { providerFor } from '#edge/provider-for-request.ts';
import { answerInvalidInput, jsonBody, validate } from '#edge/relay.ts';
import { sessionCookie, signProgramSession, type ProgramSession } from '#edge/session.ts';

type Env = { Bindings: AppEnv };

/** The provider call that checks one kind of answer. */
function providerCall(request: AccessRequest): { path: string; body: unknown } {
  switch (request.method) {
    case 'access_code':
      return { path: '/public/members/authenticate', body: { code: request.code, project: request.program } };
    case 'mobile_whitelist':
      return {
        path: `/public/projects/${request.program}/vouchers/verify_and_auto_assign`,
        body: { region_id: request.region_id, country_code: request.country_code, mobile: request.mobile, code: request.code },
      };
    case 'card_bin':
      return { path: `/public/projects/${request.program}/card_verifications`, body: request.cbin ? { cbin: request.cbin } : { card_number: request.card_number ?? '' } };
    case 'unionpay':
      return { path: `/public/projects/${request.program}/partner_logins`, body: { kind: 'unionpay', token: request.token } };
    case 'amex':
      return { path: `/public/projects/${request.program}/partner_logins`, body: { kind: 'amex', code: request.code } };
  }
}

/** The diner's program session, which must exist: a page of the program made it. */
async function requireSession(c: Context<Env>, program: string): Promise<ProgramSession> {
  const session = await programSessionOf(c, program);
  if (!session) throw new HTTPException(403, { message: 'forbidden' });
  return session;
}

/** Keeps a new grant in the program session (it replaces the earlier one: the latest verification wins). */
export async function keepGrant(session: ProgramSession, grant: AccessGrantAnswer, settings: Parameters<typeof signProgramSession>[1]): Promise<string> {
  const next: ProgramSession = { ...session, access: { token: grant.private_token, method: grant.method, expiresAt: grant.expires_at } };
  return sessionCookie(await signProgramSession(next, settings));
}

export const viewOf = (grant: AccessGrantAnswer): AccessView => ({ method: grant.method, expires_at: grant.expires_at, evidence: grant.evidence });

/** Asks the provider to check an answer, sending the current grant so it is revoked when the new one stands. */
export async function verifyAccess(c: Context<Env>, session: ProgramSession, request: AccessRequest): Promise<AccessGrantAnswer> {
  const { path, body } = providerCall(request);
  const { data } = await providerFor(c, { accessGrant: grantOf(session) }).json(accessGrantAnswerSchema, path, { method: 'POST', body });
  if (data.program !== request.program) throw new Error(`provider granted ${data.program} for ${request.program}`);
  return data;
}

/**
 * The diner's program access (spec §2 /auth and the Verify popup, §7): POST /api/access checks an answer and
 * keeps the grant in the HttpOnly program session; POST /api/access/whitelist-code sends a code to a listed mobile.
 */
export const accessRoutes = new Hono<Env>()
  .onError(answerInvalidInput)
  .post('/', async (c) => {
    const request = validate(c, accessRequestSchema, await jsonBody(c));
    const session = await requireSession(c, request.program);
    const grant = await verifyAccess(c, session, request);
    c.header('Set-Cookie', await keepGrant(session, grant, sessionSettingsOf(c.env)));
    c.header('Cache-Control', 'no-store');
    return c.json({ access: viewOf(grant) });
  })
  .post('/whitelist-code', async (c) => {
    const request = validate(c, whitelistCodeRequestSchema, await jsonBody(c));
    await requireSession(c, request.program);
    const path = `/public/projects/${request.program}/whitelists/${request.country_code}${request.mobile}/tokens`;
    const { data } = await providerFor(c).json(codeSentSchema, path, { method: 'POST', body: { token_sender: request.token_sender } });
    return c.json(data, 200, { 'Cache-Control': 'no-store' });
  });
