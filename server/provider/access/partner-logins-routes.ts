import { Hono, type Context } from 'hono';
import { partnerLoginSchema } from '#domain/contract/access.ts';
import { grantExpiry } from '#domain/program-access.ts';
import { issueGrant, maskedMobile } from './issue-grant';
import { programOffering } from './program-access';
import { AccessServiceFailed } from './services/access-service-failed';
import { amexFor } from './services/amex-adapter';
import { unionPayFor } from './services/unionpay-adapter';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { partnerCodeAccessEnd } from './partner-code-uses-db';
import { sha256Hex } from '#provider/platform/member-token.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 2048;

/** What a partner vouches for: the evidence a partner may see, or null when the login is not valid. */
async function partnerEvidence(c: Context<ProviderEnv>, login: ReturnType<typeof partnerLoginSchema.parse>): Promise<Record<string, string> | null> {
  try {
    if (login.kind === 'unionpay') {
      const user = await unionPayFor(c.env).userInfo(login.token);
      return user ? { mobile: maskedMobile(user.country_code, user.mobile) } : null;
    }
    const member = await amexFor(c.env).verifyCode(login.code);
    return member ? { member: `••••${member.memberRef.slice(-4)}` } : null;
  } catch (error) {
    if (!(error instanceof AccessServiceFailed)) throw error;
    console.error(JSON.stringify({ event: 'partner_login_failed', service: error.service, kind: error.kind, requestId: c.get('requestId') }));
    throw new ApiError(503, 'partner_login_unavailable', 'providerUnavailable');
  }
}

/**
 * POST /public/projects/{program}/partner_logins: a UnionPay token (its user info names the diner's mobile) or an
 * Amex code (booking opens for 30 minutes, spec §9). A login the partner does not vouch for is refused with the
 * spec's 'login information is invalid'.
 */
export const partnerLogins = new Hono<ProviderEnv>().post('/public/projects/:program/partner_logins', async (c) => {
  const program = readInput(programSlugField, c.req.param('program'));
  const login = readInput(partnerLoginSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  await programOffering(c, program, login.kind);
  await limitRequest(c, 'access_check', program);
  const evidence = await partnerEvidence(c, login);
  if (!evidence) throw new ApiError(401, 'partner_login_invalid', 'partnerLoginInvalid');
  if (login.kind === 'unionpay') return c.json(await issueGrant(c, { program, method: 'unionpay', evidence }));
  // An Amex code opens booking for 30 minutes from its first use (spec §9): signing in again with it never extends that.
  const ref = (await sha256Hex(`${program}:${login.code}`)).slice(0, 16);
  const now = new Date();
  const expiresAt = await partnerCodeAccessEnd(c.env.DB, { program, codeRef: ref, endsIfFirstUse: grantExpiry('amex', now) });
  if (expiresAt.getTime() <= now.getTime()) throw new ApiError(401, 'partner_login_expired', 'partnerLoginInvalid');
  return c.json(await issueGrant(c, { program, method: 'amex', evidence: { ...evidence, login: ref }, expiresAt }));
});
