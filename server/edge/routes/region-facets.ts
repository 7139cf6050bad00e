import { Hono } from 'hono';
import { z } from 'zod';
import type { RestaurantFacets } from '#domain/contract/facets.ts';
import { localeForProgram } from '#domain/locales.ts';
import { PROGRAM_SLUG } from '#domain/program-slug.ts';
import { apiLocale } from '#edge/api-locale.ts';
import { dinerCredentialsOf } from '#edge/diner-credentials.ts';
import type { AppEnv } from '#edge/env.ts';
import { refuse } from '#edge/api-refusal.ts';
import { programConfigs } from '#edge/program-configs.ts';
import { waitUntilOf } from '#edge/wait-until.ts';
import { callerOf } from '#edge/provider-for-request.ts';
import { regionFacets } from '#edge/region-facets.ts';

type Env = { Bindings: AppEnv };

const facetsInput = z.object({
  regionId: z.string().regex(/^[1-9][0-9]{0,8}$/).transform(Number),
  program: z.string().regex(PROGRAM_SLUG),
});

/**
 * GET /api/regions/:regionId/facets?program=&lang=: what home's filters offer in a region, for a home page that
 * left them out (Filters closed) when the diner opens Filters. The same answer the page would have rendered.
 */
export const regionFacetsRoutes = new Hono<Env>().get('/:regionId/facets', async (c) => {
  const parsed = facetsInput.safeParse({ regionId: c.req.param('regionId'), program: c.req.query('program') });
  if (!parsed.success) return refuse(c, 400, 'badRequest', 'bad_request');
  const { regionId, program } = parsed.data;
  const requested = apiLocale(c);
  const lookup = await programConfigs(c.env).get(program, requested, waitUntilOf(c));
  if (lookup.kind !== 'found') return refuse(c, 404, 'programInvalid', 'program_invalid');
  // The session's grant travels as the page sends it (pageCallContext), with the member token.
  const { session, memberToken } = await dinerCredentialsOf(c, program);
  const facets: RestaurantFacets = await regionFacets(
    {
      env: c.env,
      // The locale the page renders provider texts in, so both ask (and keep) the same answer.
      locale: localeForProgram(requested, lookup.bundle.config.languages),
      caller: callerOf(c),
      memberToken,
      program: { slug: program, configVersion: lookup.version, session },
    },
    regionId,
  );
  // The same for every diner of the program with this handle, which comes from the diner's own session cookie.
  c.header('Cache-Control', 'private, max-age=60');
  return c.json(facets);
});
