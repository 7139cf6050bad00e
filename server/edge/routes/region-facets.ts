import { Hono } from 'hono';
import { z } from 'zod';
import type { RestaurantFacets } from '../../../src/domain/contract/facets';
import { localeForProgram } from '../../../src/domain/locales';
import { PROGRAM_SLUG } from '../../../src/domain/program-slug';
import { apiLocale } from '../api-locale';
import { dinerCredentialsOf } from '../diner-credentials';
import type { AppEnv } from '../env';
import { refuse } from '../api-refusal';
import { programConfigs } from '../program-configs';
import { waitUntilOf } from '../wait-until';
import { callerOf } from '../provider-for-request';
import { regionFacets } from '../region-facets';

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
