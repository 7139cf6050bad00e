import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { VERIFICATION_CODE_TTL_SECONDS } from '#domain/constants.ts';
import { whitelistAnswerSchema, whitelistCodeSendSchema, whitelistVerifySchema } from '#domain/contract/access.ts';
import { codeSentSchema } from '#domain/contract/account.ts';
import { issueGrant, maskedMobile } from './issue-grant';
import { programOffering } from './program-access';
import { isWhitelisted } from './program-whitelist-db';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import { deliverCodeByPhone } from '#provider/accounts/code-delivery.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';
import { checkCode, issueCode } from '#provider/accounts/verification.ts';
import { mobileHolder } from '#provider/vouchers/voucher-holders.ts';
import { welcomeVoucherStatement } from '#provider/vouchers/vouchers-db.ts';

const MAX_BODY_BYTES = 1024;
// The spec's {mobile} is the full number: country code and mobile, digits only.
const fullMobileField = z.string().regex(/^\d{6,24}$/, { error: 'phoneInvalid' });

/** Checks a program offering the whitelist and counts the check (per client and per program): listings are not for browsing. */
async function whitelistCheck(c: Context<ProviderEnv>, program: string, fullMobile: string): Promise<boolean> {
  await programOffering(c, program, 'mobile_whitelist');
  await limitRequest(c, 'access_check', program);
  return isWhitelisted(c.env.DB, program, fullMobile);
}

/**
 * Spec §7 whitelists: GET /public/projects/{program}/whitelists/{mobile}; a code to a listed mobile; and
 * POST /public/projects/{program}/vouchers/verify_and_auto_assign, which grants access (private_token) once the
 * code proves the diner holds that mobile, so nobody can claim someone else's listed number.
 */
export const whitelists = new Hono<ProviderEnv>()
  .get('/public/projects/:program/whitelists/:mobile', async (c) => {
    const program = readInput(programSlugField, c.req.param('program'));
    const mobile = readInput(fullMobileField, c.req.param('mobile'));
    return c.json(whitelistAnswerSchema.parse({ listed: await whitelistCheck(c, program, mobile) }));
  })
  .post('/public/projects/:program/whitelists/:mobile/tokens', async (c) => {
    const program = readInput(programSlugField, c.req.param('program'));
    const mobile = readInput(fullMobileField, c.req.param('mobile'));
    const body = readInput(whitelistCodeSendSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    if (!(await whitelistCheck(c, program, mobile))) throw new ApiError(404, 'mobile_not_whitelisted', 'mobileNotWhitelisted');
    const codeId = crypto.randomUUID();
    const code = await issueCode(c, 'program_access', `${program}|${mobile}`, codeId);
    await deliverCodeByPhone(c.env, c.get('locale'), { channel: body.token_sender, to: `+${mobile}`, code, codeId });
    return c.json(codeSentSchema.parse({ id: codeId, status: 'sent', expired_seconds: VERIFICATION_CODE_TTL_SECONDS }));
  })
  .post('/public/projects/:program/vouchers/verify_and_auto_assign', async (c) => {
    const program = readInput(programSlugField, c.req.param('program'));
    const body = readInput(whitelistVerifySchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const mobile = body.country_code + body.mobile;
    if (!(await whitelistCheck(c, program, mobile))) throw new ApiError(404, 'mobile_not_whitelisted', 'mobileNotWhitelisted');
    if (body.region_id !== null) {
      const [gate] = await c.env.DB.batch([programGate(c.env.DB, program, body.region_id)]);
      passProgramGate(gate);
    }
    await limitRequest(c, 'code_check', mobile);
    await checkCode(c.env, 'program_access', `${program}|${mobile}`, body.code, 'consume');
    // Spec §7: verify_and_auto_assign gives the program's welcome vouchers to the verified mobile, once.
    const holder = mobileHolder(mobile);
    const grant = await issueGrant(c, {
      program,
      method: 'mobile_whitelist',
      evidence: { mobile: maskedMobile(body.country_code, body.mobile) },
      holder,
      also: [welcomeVoucherStatement(c.env.DB, program, holder, new Date().toISOString())],
    });
    return c.json(grant);
  });
