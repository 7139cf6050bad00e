import { Hono } from 'hono';
import { programConfigSchema, programUpsertSchema } from '../../../src/domain/contract/program-config';
import { localeForProgram } from '../../../src/domain/locales';
import { ApiError } from '../api-error';
import { missingRegionIds, upsertProgram } from '../db/program-upsert';
import { findProgram, programLanguages, toProgramConfig } from '../db/programs';
import type { ProviderEnv } from '../env';
import { opsAuth } from '../middleware/ops-auth';
import { programSlugField } from '../query-fields';
import { readInput } from '../read-input';
import { readJson } from '../read-json';

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
