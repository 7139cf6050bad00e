import { Hono } from 'hono';
import { bankFinishSchema, bankStartAnswerSchema, bankStartSchema } from '#domain/contract/access.ts';
import { issueGrant } from './issue-grant';
import { programOffering } from './program-access';
import { bankLoginFor } from './services/bank-login-adapter';
import { ApiError } from '#provider/platform/api-error.ts';
import { limitRequest } from '#provider/platform/client-limits.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 4096;
/** The bank's result, passed through (spec §8) as the catalog words it. */
const BANK_REFUSALS = { invalid_code: 'bankCodeInvalid', declined: 'bankDeclined', failed: 'bankUnavailable' } as const;

/**
 * The bank login (spec §4 DBS, §7): /start answers the bank's login page for the diner's state and return
 * address; the finish trades the code the bank sent back — once — for a grant. The bank's refusal passes through
 * (spec §8 'bank verify failure').
 */
export const bankVerifications = new Hono<ProviderEnv>()
  .post('/public/projects/:program/bank_verifications/start', async (c) => {
    const program = readInput(programSlugField, c.req.param('program'));
    const body = readInput(bankStartSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    await programOffering(c, program, 'bank');
    const url = bankLoginFor(c.env).authorizeUrl({ state: body.state, redirectUri: body.redirect_uri, program });
    return c.json(bankStartAnswerSchema.parse({ authorize_url: url }));
  })
  .post('/public/projects/:program/bank_verifications', async (c) => {
    const program = readInput(programSlugField, c.req.param('program'));
    const body = readInput(bankFinishSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    await programOffering(c, program, 'bank');
    await limitRequest(c, 'access_check', program);
    const exchange = await bankLoginFor(c.env).exchangeCode({ code: body.code, redirectUri: body.redirect_uri });
    if (!exchange.ok) {
      console.warn(JSON.stringify({ event: 'bank_verify_refused', reason: exchange.reason, detail: exchange.detail, requestId: c.get('requestId') }));
      throw new ApiError(exchange.reason === 'failed' ? 503 : 422, `bank_${exchange.reason}`, BANK_REFUSALS[exchange.reason]);
    }
    return c.json(await issueGrant(c, { program, method: 'bank', evidence: { customer: exchange.maskedName } }));
  });
