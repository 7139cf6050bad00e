import { Hono } from 'hono';
import { z } from 'zod';
import { dealDetailSchema, dealListSchema } from '#domain/contract/deal.ts';
import { PAGING_HEADERS } from '#domain/contract/restaurant.ts';
import { ApiError } from '#provider/platform/api-error.ts';
import { dealPageStatements, dealStatement, toDealDetail, toDealSummary, type DealRow } from './deals-db';
import { loadSummaries } from './restaurants-db';
import type { ProviderEnv } from '#provider/platform/env.ts';
import { passProgramGate } from '#provider/programs/program-gate.ts';
import { programGate } from '#provider/programs/programs-db.ts';
import { pageField, perPageField, presentQuery, programSlugField, recordIdField } from '#provider/platform/query-fields.ts';
import { readInput } from '#provider/platform/read-input.ts';

const listInput = z.object({ program: programSlugField, region_id: recordIdField.optional(), page: pageField, per_page: perPageField });
const detailInput = z.object({ program: programSlugField, id: recordIdField });

/** GET /{program}/deals (paged like restaurants, optionally one region) and GET /{program}/deals/{id}. */
export const deals = new Hono<ProviderEnv>()
  .get('/:program/deals', async (c) => {
    const input = readInput(listInput, { program: c.req.param('program'), ...presentQuery(c.req.url, ['region_id', 'page', 'per_page']) });
    const db = c.env.DB;
    const region = input.region_id ?? null;
    const [gate, count, page] = await db.batch([
      programGate(db, input.program, region),
      ...dealPageStatements(db, { program: input.program, locale: c.get('locale'), region, page: input.page, perPage: input.per_page }),
    ]);
    passProgramGate(gate);
    const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
    c.header(PAGING_HEADERS.totalCount, String(total));
    c.header(PAGING_HEADERS.totalPages, String(Math.ceil(total / input.per_page)));
    c.header(PAGING_HEADERS.currentPage, String(input.page));
    c.header(PAGING_HEADERS.perPage, String(input.per_page));
    return c.json(dealListSchema.parse(((page?.results ?? []) as DealRow[]).map(toDealSummary)));
  })
  .get('/:program/deals/:id', async (c) => {
    const input = readInput(detailInput, c.req.param());
    const db = c.env.DB;
    const locale = c.get('locale');
    const [gate, found] = await db.batch([programGate(db, input.program), dealStatement(db, input.program, locale, input.id)]);
    passProgramGate(gate);
    const row = found?.results[0] as DealRow | undefined;
    if (!row) throw new ApiError(404, 'deal_not_found', 'dealNotFound');
    const [restaurant] = await loadSummaries(db, [row.restaurant_id], locale);
    if (!restaurant) throw new Error(`deal ${row.id} lost its restaurant ${row.restaurant_id}`);
    return c.json(dealDetailSchema.parse(toDealDetail(row, restaurant)));
  });
