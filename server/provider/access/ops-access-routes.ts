import { Hono } from 'hono';
import { opsAccessSchema } from '#domain/contract/access.ts';
import { accessCodeHash } from './access-codes';
import { upsertAccessCodeStatement } from './access-codes-db';
import { whitelistMobileStatement } from './program-whitelist-db';
import { activeProgram } from '#provider/programs/program-gate.ts';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { opsAuth } from '#provider/platform/ops-auth.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/** Operator API: POST /ops/programs/{program}/access adds codes and whitelisted mobiles in one batch. */
export const opsAccess = new Hono<ProviderEnv>().post('/ops/programs/:program/access', opsAuth(), async (c) => {
  const program = (await activeProgram(c, readInput(programSlugField, c.req.param('program')))).slug;
  const input = readInput(opsAccessSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  const db = c.env.DB;
  const codes = await Promise.all(
    input.codes.map(async (code) =>
      upsertAccessCodeStatement(db, program, { kind: code.kind, codeHash: await accessCodeHash(program, code.code), maxRedemptions: code.max_redemptions, expiresAt: code.expires_at }),
    ),
  );
  const mobiles = input.whitelist.map((entry) => whitelistMobileStatement(db, program, entry));
  if (codes.length + mobiles.length > 0) await db.batch([...codes, ...mobiles]);
  return c.json({ program, codes: codes.length, whitelist: mobiles.length });
});
