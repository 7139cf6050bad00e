import type { Locale } from '#domain/locales.ts';
import { diallingCode } from '#provider/seed/countries.ts';
import type { CuisineCode } from '#provider/seed/cuisines-and-tags.ts';

/** [English, Simplified Chinese] */
export type Bilingual = readonly [string, string];

export interface District {
  name: Bilingual;
  lat: number;
  lng: number;
  landmarks: readonly Bilingual[];
}

/** Everything the generator needs to make one city's restaurants look local. */
export interface City {
  id: number;
  country: string;
  phoneCode: string;
  /** Local number pattern; each # becomes a seeded digit. */
  phonePattern: string;
  timeZone: string;
  currency: string;
  lat: number;
  lng: number;
  names: Partial<Record<Locale, string>> & { en: string };
  keyWords: { en: string; zh: string };
  restaurantCount: number;
  /** Typical spend per person, major units of the currency. */
  priceRange: readonly [number, number];
  cuisines: readonly CuisineCode[];
  districts: readonly District[];
  streets: readonly Bilingual[];
}

/** A city as its file writes it: `city()` makes the rest of a `City` from it. */
export interface CityFacts extends Omit<City, 'phoneCode' | 'lat' | 'lng' | 'names' | 'keyWords'> {
  /** [lat, lng] */
  centre: readonly [number, number];
  /** zh-HK and tw are the Simplified Chinese name unless given. */
  names: Partial<Record<Locale, string>> & { en: string; zh: string };
  /** Search words: [for the other locales, for the Chinese ones]. */
  keyWords: Bilingual;
}

/** The city with its country's dialling code, its centre as lat and lng, and its names in every Chinese locale. */
export function city({ centre: [lat, lng], names, keyWords: [en, zh], ...facts }: CityFacts): City {
  const { en: english, zh: chinese, 'zh-HK': hongKong = chinese, tw = chinese, ...others } = names;
  return {
    ...facts,
    phoneCode: diallingCode(facts.country),
    lat,
    lng,
    names: { en: english, zh: chinese, 'zh-HK': hongKong, tw, ...others },
    keyWords: { en, zh },
  };
}
