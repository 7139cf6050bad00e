import { Hono } from 'hono';
import { programConfigSchema, programUpsertSchema } from '#domain/contract/program-config.ts';
import { localeForProgram } from '#domain/locales.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { missingRegionIds, upsertProgram } from './program-upsert-db';
import { findProgram, programLanguages, toProgramConfig } from './programs-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { opsAuth } from '#provider/platform/ops-auth.ts';
import { programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';
import { readJson } from '#provider/platform/read-json.ts';

const MAX_BODY_BYTES = 256 * 1024;

/** Operator API: PUT /ops/programs/{program} creates or replaces a program, then answers its config. */
export const opsPrograms = new Hono<ProviderEnv>().put('/ops/programs/:program', opsAuth(), async (c) => {
  const slug = readInput(programSlugField, c.req.param('program'));
  const input = readInput(programUpsertSchema, await readJson(c.req.raw, MAX_BODY_BYTES));
  const missing = await missingRegionIds(c.env.DB, input.regions?.map((region) => region.id) ?? []);
  if (missing.length > 0) throw new ApiError(400, 'region_not_found', 'regionNotFound');

  await upsertProgram(c.env.DB, slug, input);
  const locale = localeForProgram(c.get('locale'), input.languages);
  const saved = await findProgram(c.env.DB, slug, locale);
  if (!saved) throw new Error(`program ${slug} missing right after upsert`);
  return c.json(programConfigSchema.parse({ ...toProgramConfig(saved), languages: programLanguages(saved) }));
});
