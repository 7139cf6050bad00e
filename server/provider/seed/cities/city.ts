import type { Locale } from '#domain/locales.ts';
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
