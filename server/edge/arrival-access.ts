import type { Context } from 'hono';
import { accessRequestSchema, type AccessRequest } from '#domain/contract/access.ts';
import { grantIsLive } from '#domain/program-access.ts';
import { dinerAccessOf } from './diner-credentials';
import type { AppEnv } from './env';
import { ProviderError } from './provider-error';
import { verifyAccess } from './routes/access';
import type { ProgramSession } from './session';

type Env = { Bindings: AppEnv };

/** The access answer a partner's link carries (spec §3 address parameters: access code or password, UnionPay token, Amex code, card BIN), if any. */
export function arrivalAccessRequest(program: string, query: URLSearchParams): AccessRequest | null {
  const code = query.get('access_code') ?? query.get('access_password');
  const token = query.get('token');
  const amexCode = query.get('amex_code');
  const cbin = query.get('cbin');
  const candidates: unknown[] = [
    code ? { program, method: 'access_code', code } : null,
    token ? { program, method: 'unionpay', token } : null,
    amexCode ? { program, method: 'amex', code: amexCode } : null,
    cbin ? { program, method: 'card_bin', cbin } : null,
  ];
  for (const candidate of candidates) {
    // Most addresses carry none: a failed parse builds its issues, so the absent ones are not parsed at all.
    if (candidate === null) continue;
    const parsed = accessRequestSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * Verifies the access a diner arrives with, once: a session that already
 * holds a live grant by that method keeps it (links keep their query, and a single-use code must not be
 * redeemed again on every page). A refused or failed check leaves the session as it was; the Verify popup
 * then asks the diner.
 */
export async function sessionWithArrivalAccess(c: Context<Env>, session: ProgramSession, query: URLSearchParams): Promise<ProgramSession> {
  const request = arrivalAccessRequest(session.program, query);
  if (!request) return session;
  const { grant } = dinerAccessOf(session, undefined);
  if (grantIsLive(grant, session.program, new Date()) && grant.method === request.method) return session;
  try {
    const answer = await verifyAccess(c, session, request);
    return { ...session, access: { token: answer.private_token, method: answer.method, expiresAt: answer.expires_at } };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(JSON.stringify({ event: 'arrival_access_refused', program: session.program, method: request.method, status: error.status, code: error.code }));
    return session;
  }
}
