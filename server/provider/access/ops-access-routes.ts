import { Hono } from 'hono';
import { opsAccessSchema } from '#domain/contract/access.ts';
import { accessCodeHash } from './access-codes';
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
      db
        .prepare(
          `INSERT INTO access_codes (program_slug, kind, code_hash, max_redemptions, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (program_slug, code_hash) DO UPDATE SET kind = excluded.kind, max_redemptions = max(excluded.max_redemptions, redemptions), expires_at = excluded.expires_at`,
        )
        .bind(program, code.kind, await accessCodeHash(program, code.code), code.max_redemptions, code.expires_at),
    ),
  );
  const mobiles = input.whitelist.map((entry) =>
    db.prepare('INSERT OR IGNORE INTO program_whitelist (program_slug, country_code, mobile) VALUES (?1, ?2, ?3)').bind(program, entry.country_code, entry.mobile),
  );
  if (codes.length + mobiles.length > 0) await db.batch([...codes, ...mobiles]);
  return c.json({ program, codes: codes.length, whitelist: mobiles.length });
});
