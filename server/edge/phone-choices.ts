import { countryCodeListSchema, regionListSchema, type CountryCode, type Region } from '#domain/contract/region.ts';
import type { z } from 'zod';
import { programAnswer } from './program-answers';
import type { createProviderClient } from './provider-client';
import type { PageCaller } from './provider-for-page';

type ProviderClient = ReturnType<typeof createProviderClient>;

/** How the lists are asked for: from the provider on each call (an /api route), or as a page's program answers. */
export type PhoneChoicesSource = <T>(schema: z.ZodType<T>, path: string) => Promise<T>;
export const askingProvider =
  (provider: ProviderClient): PhoneChoicesSource =>
  (schema, path) =>
    provider.json(schema, path).then((answer) => answer.data);
/** The same for every diner of the program: kept per isolate as long as a shared page (programAnswer). */
export const askingAsProgramAnswers =
  (page: PageCaller): PhoneChoicesSource =>
  (schema, path) =>
    programAnswer(page, schema, path);

export interface PhoneChoices {
  /** Every dialling code a diner may pick, the same list on every phone form. */
  countryCodes: CountryCode[];
  /** The program's regions; a region's phone code is the default where the form belongs to that region. */
  regions: Region[];
}

/** Loads the dialling codes and the program's regions together: one source for every phone form. */
export async function loadPhoneChoices(ask: PhoneChoicesSource, program: string): Promise<PhoneChoices> {
  const [countryCodes, regions] = await Promise.all([ask(countryCodeListSchema, '/public/countries/country_codes'), ask(regionListSchema, `/public/projects/${program}/regions`)]);
  return { countryCodes, regions };
}

/** The code a phone form starts with: the region's own, else the first listed. */
export function defaultCountryCode(choices: PhoneChoices, region: Region | undefined): string {
  return region?.phone_code ?? choices.regions[0]?.phone_code ?? choices.countryCodes[0]?.country_code ?? '';
}
