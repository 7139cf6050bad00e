import { Hono } from 'hono';
import { countryCodes } from './countries-db';
import type { ProviderEnv } from '#provider/platform/env.ts';

/** GET /public/countries/country_codes: dialling codes for the phone fields, names in the diner's locale. */
export const countries = new Hono<ProviderEnv>().get('/public/countries/country_codes', async (c) =>
  c.json(await countryCodes(c.env.DB, c.get('locale'))),
);
