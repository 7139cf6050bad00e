import { Hono } from 'hono';
import { z } from 'zod';
import { PAGING_HEADERS } from '../../../src/domain/contract/restaurant';
import { MAX_RESTAURANTS_PER_PAGE } from '../../../src/domain/constants';
import { ApiError } from '../api-error';
import { lookupRegionPage, toSummaries } from '../db/restaurants';
import type { ProviderEnv } from '../env';
import { pageField, perPageField, programSlugField, recordIdField } from '../query-fields';
import { readInput } from '../read-input';

const listInput = z.object({
  program: programSlugField,
  region: recordIdField,
  page: pageField,
  per_page: perPageField,
});

/** GET /{program}/regions/{region}/restaurants: best rated first, paged through response headers. */
export const restaurants = new Hono<ProviderEnv>().get('/:program/regions/:region/restaurants', async (c) => {
  const input = readInput(
    listInput,
    { program: c.req.param('program'), region: c.req.param('region'), page: c.req.query('page'), per_page: c.req.query('per_page') },
    { max: MAX_RESTAURANTS_PER_PAGE },
  );
  const locale = c.get('locale');
  const found = await lookupRegionPage(c.env.DB, { program: input.program, region: input.region, locale, page: input.page, perPage: input.per_page });
  if (!found.programStatus) throw new ApiError(404, 'program_not_found', 'programInvalid');
  if (found.programStatus === 'expired') throw new ApiError(410, 'program_expired', 'programInvalid');
  if (!found.regionInProgram) throw new ApiError(404, 'region_not_in_program', 'regionNotInProgram');

  c.header(PAGING_HEADERS.totalCount, String(found.total));
  c.header(PAGING_HEADERS.totalPages, String(Math.ceil(found.total / input.per_page)));
  c.header(PAGING_HEADERS.currentPage, String(input.page));
  c.header(PAGING_HEADERS.perPage, String(input.per_page));
  return c.json(await toSummaries(c.env.DB, found.rows, locale));
});
