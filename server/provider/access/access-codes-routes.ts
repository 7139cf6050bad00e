import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { accessCodeSchema, wideValidSchema } from '#domain/contract/access.ts';
import { accessCodeHash } from './access-codes';
import { findAccessCode, redeemAccessCode, type AccessCodeRow } from './access-codes-db';
import { issueGrant } from './issue-grant';
import { programOffering } from './program-access';
import { ApiError } from '#provider/platform/api-error.ts';
import { clientIp, takeGuess } from '#provider/platform/client-limits.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { presentQuery, programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 1024;
const wideValidInput = z.object({ project: programSlugField, code_or_password: accessCodeSchema.shape.code });

/**
 * The program's usable code or password, or a refusal. Only wrong guesses count: 10 per address in 15 minutes;
 * once the program has had 300 wrong guesses in 15 minutes (guessing from many addresses), an address is also
 * held to one wrong guess a day. An address that has not guessed wrong is always checked, so a diner with the
 * right code or password gets in however many others are guessing.
 */
async function usableCode(c: Context<ProviderEnv>, program: string, code: string): Promise<AccessCodeRow> {
  await programOffering(c, program, 'access_code');
  const ip = clientIp(c);
  const attempt = await takeGuess(c, {
    wire: { call: 'access_code', scope: 'target', key: program },
    limits: [{ call: 'access_code', scope: 'client', key: ip }],
    whenTripped: [{ call: 'access_code_under_attack', scope: 'client', key: ip }],
  });
  const row = await findAccessCode(c.env.DB, program, await accessCodeHash(program, code), new Date().toISOString());
  if (!row) throw new ApiError(422, 'access_code_invalid', 'accessCodeInvalid');
  await attempt.succeeded();
  if (!row.usable) throw new ApiError(422, 'access_code_used_up', 'accessCodeUsedUp');
  return row;
}

/** Spec §7: GET /public/access_codes/wide_valid and POST /public/members/authenticate. */
export const accessCodes = new Hono<ProviderEnv>()
  .get('/public/access_codes/wide_valid', async (c) => {
    const q = readInput(wideValidInput, presentQuery(c.req.url, ['project', 'code_or_password']));
    try {
      await usableCode(c, q.project, q.code_or_password);
      return c.json(wideValidSchema.parse({ valid: true }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return c.json(wideValidSchema.parse({ valid: false }));
      throw error;
    }
  })
  .post('/public/members/authenticate', async (c) => {
    const body = readInput(accessCodeSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
    const program = readInput(programSlugField, body.project);
    const code = await usableCode(c, program, body.code);
    const grant = await issueGrant(c, {
      program,
      method: 'access_code',
      evidence: { kind: code.kind },
      precondition: redeemAccessCode(c.env.DB, code.id, new Date().toISOString()),
    });
    // Another diner took the code's last redemption between the read and the write.
    if (!grant) throw new ApiError(422, 'access_code_used_up', 'accessCodeUsedUp');
    return c.json(grant);
  });
