import { Hono, type Context } from 'hono';
import { partnerLoginSchema } from '../../../src/domain/contract/access';
import { grantExpiry } from '../../../src/domain/program-access';
import { issueGrant, maskedMobile } from '../access/issue-grant';
import { programOffering } from '../access/program-access';
import { AccessServiceFailed } from '../access-services/access-service-failed';
import { amexFor } from '../access-services/amex';
import { unionPayFor } from '../access-services/unionpay';
import { ApiError } from '../api-error';
import { limitRequest } from '../client-limits';
import { partnerCodeAccessEnd } from '../db/partner-code-uses';
import { sha256Hex } from '../member-token';
import type { ProviderEnv } from '../env';
import { programSlugField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

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
