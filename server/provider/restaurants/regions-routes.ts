import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#provider/platform/api-error.ts';
import { programRegions, regionGuideLink } from './regions-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { activeProgram } from '#provider/programs/program-gate.ts';
import { handleField, keywordField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const regionQuery = z.object({ handle: handleField.optional(), keyword: keywordField.optional() });

/** The regions a program covers, and each region's dining guide. */
export const regions = new Hono<ProviderEnv>()
  .get('/public/projects/:program/regions', async (c) => {
    const query = readInput(regionQuery, { handle: c.req.query('handle') || undefined, keyword: c.req.query('keyword') });
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(await programRegions(c.env.DB, program.slug, c.get('locale'), query));
  })
  .get('/public/regions/:id/guide', async (c) => {
    const id = readInput(recordIdField, c.req.param('id'));
    const link = await regionGuideLink(c.env.DB, id);
    if (!link) throw new ApiError(404, 'region_not_found', 'regionNotFound');
    return c.json({ link });
  })
  .get('/:program/regions', async (c) => {
    const program = await activeProgram(c, c.req.param('program'));
    return c.json(await programRegions(c.env.DB, program.slug, c.get('locale')));
  });
