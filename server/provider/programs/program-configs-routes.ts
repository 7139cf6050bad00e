import { Hono } from 'hono';
import { z } from 'zod';
import { accessCodeInfoSchema, bankInfoSchema, programConfigSchema, verifyOptionsSchema } from '#domain/contract/program-config.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { programImages, programLanguages, toProgramConfig, toSeoInfo, toVerifyOptions } from './programs-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { activeProgram } from './program-gate';
import { handleField, programSlugField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const accessCodeQuery = z.object({ project: programSlugField.optional(), handle: handleField.optional() });

/** GET /public/project_configs/{program} and its sub-resources, plus the access-code description. */
export const programConfigs = new Hono<ProviderEnv>()
  .get('/public/project_configs/:program', async (c) => {
    const program = await activeProgram(c, c.req.param('program'));
    // The edge retries with en when it sees this, so a program never answers in a language it does not offer.
    if (!programLanguages(program).includes(c.get('locale'))) throw new ApiError(406, 'unsupported_locale', 'languageNotOffered');
    return c.json(programConfigSchema.parse(toProgramConfig(program)));
  })
  .get('/public/project_configs/:program/imgs', async (c) => {
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(await programImages(c.env.DB, program.slug));
  })
  .get('/public/project_configs/:program/verify_options', async (c) => {
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(verifyOptionsSchema.parse(toVerifyOptions(program)));
  })
  .get('/public/project_configs/:program/seo_info', async (c) => {
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(toSeoInfo(program, await programImages(c.env.DB, program.slug)));
  })
  // Bank info (spec §7, path not given there): the texts are per program and locale; `handle` is accepted for the call's shape.
  .get('/public/projects/:program/bank_info', async (c) => {
    readInput(accessCodeQuery, { handle: c.req.query('handle') || undefined });
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(bankInfoSchema.parse({ desc: program.bank_desc, error_msg: program.bank_error_msg }));
  })
  // `project` and `handle` are accepted for the spec's call shape; the description is per program.
  .get('/public/access_codes/:program', async (c) => {
    readInput(accessCodeQuery, { project: c.req.query('project') || undefined, handle: c.req.query('handle') || undefined });
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(accessCodeInfoSchema.parse({ desc: program.access_code_desc }));
  });
