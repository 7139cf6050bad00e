import { countryCodeListSchema, regionListSchema, type CountryCode, type Region } from '../../src/domain/contract/region';
import type { createProviderClient } from './provider-client';

type ProviderClient = ReturnType<typeof createProviderClient>;

export interface PhoneChoices {
  /** Every dialling code a diner may pick, the same list on every phone form. */
  countryCodes: CountryCode[];
  /** The program's regions; a region's phone code is the default where the form belongs to that region. */
  regions: Region[];
}

/** Loads the dialling codes and the program's regions together: one source for every phone form. */
export async function loadPhoneChoices(provider: ProviderClient, program: string): Promise<PhoneChoices> {
  const [countryCodes, regions] = await Promise.all([
    provider.json(countryCodeListSchema, '/public/countries/country_codes').then((answer) => answer.data),
    provider.json(regionListSchema, `/public/projects/${program}/regions`).then((answer) => answer.data),
  ]);
  return { countryCodes, regions };
}

/** The code a phone form starts with: the region's own, else the first listed. */
export function defaultCountryCode(choices: PhoneChoices, region: Region | undefined): string {
  return region?.phone_code ?? choices.regions[0]?.phone_code ?? choices.countryCodes[0]?.country_code ?? '';
}
