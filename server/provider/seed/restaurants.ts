import { LOCALES, type Locale } from '#domain/locales.ts';
import { imageUrl } from '#provider/restaurants/image-kinds.ts';
import { CITIES, type City } from './cities/index';
import { CUISINES, TAGS, cuisineId } from './cuisines-and-tags';
import type { Random } from './random';
import { districtId, landmarkId } from './regions';
import { fill, JOINED_SCRIPTS, type LocaleTexts } from './locale-texts';
import { DESSERTS, DISHES, HIGHLIGHTS, INTRO_LEADS, NAME_PREFIXES, NAME_SUFFIXES } from './restaurant-words';
import type { Row } from './sql-insert';

export interface SeededRestaurant {
  id: number;
  cityId: number;
  name: readonly [string, string];
  currency: string;
  avgPrice: number;
  timeZone: string;
  /** Tenths, as stored. */
  ratings: readonly [food: number, service: number, decoration: number];
}

// Kids policies as data: the youngest age welcome (0: any) and whether high chairs are kept.
const KIDS_POLICIES: readonly { children_min_age: number; high_chairs: boolean }[] = [
  { children_min_age: 0, high_chairs: true },
  { children_min_age: 6, high_chairs: false },
  { children_min_age: 12, high_chairs: false },
];
// Languages with letter case write a cuisine in lower case mid-sentence ('masakan Kantonis', 'cuisine cantonaise').
const LOWER_CASE_MID_SENTENCE: ReadonlySet<Locale> = new Set(['ms', 'id', 'tl', 'vi', 'fr']);

function midSentence(word: string, locale: Locale): string {
  const [first = '', second = ''] = word;
  return LOWER_CASE_MID_SENTENCE.has(locale) && second === second.toLowerCase() ? first.toLowerCase() + word.slice(1) : word;
}

/** The restaurant's introduction as its owner would write it in each locale. */
function introduction(name: string, cuisine: LocaleTexts, highlight: LocaleTexts, locale: Locale): string {
  const lead = fill(INTRO_LEADS[locale], { name, cuisine: midSentence(cuisine[locale], locale) });
  return [lead, highlight[locale]].join(JOINED_SCRIPTS.has(locale) ? '' : ' ');
}

function phoneNumber(city: City, random: Random): string {
  return `+${city.phoneCode} ${city.phonePattern.replace(/#/g, () => String(random.int(0, 9)))}`;
}

// Most spend clusters low with a long tail of fine dining, as in real listings.
function averagePrice(city: City, random: Random): number {
  const [min, max] = city.priceRange;
  const major = min + (max - min) * random.next() ** 2.2;
  return Math.round(major / 5) * 5 * 100;
}

function rating(base: number, random: Random): number {
  return Math.max(30, Math.min(50, base + random.int(-4, 4)));
}

export function restaurantRows(random: Random) {
  // Cuisines and landmarks before the texts: each of their rows refreshes the restaurant's search rows, which are
  // made from its texts (none yet, so nothing to refresh); each text then writes its own language's row once.
  const rows: Record<string, Row[]> = {
    restaurants: [], restaurant_cuisines: [], restaurant_landmarks: [], restaurant_texts: [], restaurant_tags: [],
    restaurant_images: [], menu_items: [], menu_item_texts: [],
  };
  const seeded: SeededRestaurant[] = [];
  let id = 0;
  for (const city of CITIES) {
    const usedNames = new Set<string>();
    for (let n = 0; n < city.restaurantCount; n++) {
      id += 1;
      const cuisine = random.pick(city.cuisines);
      let prefix = random.pick(NAME_PREFIXES);
      let suffix = random.pick(NAME_SUFFIXES[cuisine]);
      while (usedNames.has(`${prefix[0]} ${suffix[0]}`)) {
        prefix = random.pick(NAME_PREFIXES);
        suffix = random.pick(NAME_SUFFIXES[cuisine]);
      }
      const name = [`${prefix[0]} ${suffix[0]}`, `${prefix[1]}${suffix[1]}`] as const;
      usedNames.add(name[0]);

      const districtIndex = random.int(0, city.districts.length - 1);
      const district = city.districts[districtIndex]!;
      const street = random.pick(city.streets);
      const number = random.int(1, 999);
      const food = random.int(30, 50);
      const reviews = random.int(5, 2400);
      const slug = name[0].toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      rows.restaurants!.push({
        id,
        region_id: city.id,
        district_id: districtId(city.id, districtIndex),
        lat: Number((district.lat + (random.next() - 0.5) * 0.012).toFixed(6)),
        lng: Number((district.lng + (random.next() - 0.5) * 0.012).toFixed(6)),
        time_zone: city.timeZone,
        currency: city.currency,
        avg_price: averagePrice(city, random),
        rating_food: food,
        rating_service: rating(food, random),
        rating_decoration: rating(food, random),
        review_count: reviews,
        recommended_count: Math.floor(reviews * random.next() * 0.8),
        phone: phoneNumber(city, random),
        children_min_age: 0, high_chairs: false,
        website_url: random.chance(0.6) ? `https://${slug}-${id}.dining-demo.example` : null,
        cover_url: imageUrl('restaurant', id, 'cover'),
      });

      const row = rows.restaurants!.at(-1)!;
      seeded.push({
        id, cityId: city.id, name, currency: city.currency, avgPrice: row.avg_price as number, timeZone: city.timeZone,
        ratings: [row.rating_food as number, row.rating_service as number, row.rating_decoration as number],
      });

      const [, cuisineNames] = CUISINES[cuisineId(cuisine) - 1]!;
      const highlight = random.pick(HIGHLIGHTS);
      Object.assign(row, random.pick(KIDS_POLICIES));
      // The name and address are proper names: Chinese in zh, as written in English elsewhere.
      const english = { name: name[0], address: `${number} ${street[0]}, ${district.name[0]}, ${city.names.en}` };
      const chinese = { name: name[1], address: `${city.names.zh}${district.name[1]}${street[1]}${number}号` };
      for (const locale of LOCALES) {
        const local = locale === 'zh' ? chinese : english;
        rows.restaurant_texts!.push({ restaurant_id: id, locale, ...local, introduction: introduction(local.name, cuisineNames, highlight, locale) });
      }

      const secondCuisine = random.chance(0.35) ? random.pick(city.cuisines.filter((c) => c !== cuisine)) : undefined;
      [cuisine, ...(secondCuisine ? [secondCuisine] : [])].forEach((code, position) =>
        rows.restaurant_cuisines!.push({ restaurant_id: id, cuisine_id: cuisineId(code), position }),
      );
      random.sample(TAGS.map((_, index) => index + 1), random.int(1, 3)).forEach((tag, position) =>
        rows.restaurant_tags!.push({ restaurant_id: id, tag_id: tag, position }),
      );
      const nearby = district.landmarks.map((_, index) => landmarkId(city.id, districtIndex, index));
      random.sample(nearby, random.int(1, nearby.length)).forEach((landmark, position) =>
        rows.restaurant_landmarks!.push({ restaurant_id: id, landmark_id: landmark, position }),
      );

      for (let g = 1; g <= 3; g++) {
        rows.restaurant_images!.push({ id: id * 10 + g, restaurant_id: id, kind: 'gallery', img_url: imageUrl('restaurant', id, `gallery-${g}`), position: g });
      }
      rows.restaurant_images!.push({ id: id * 10 + 4, restaurant_id: id, kind: 'menu', img_url: imageUrl('restaurant', id, 'menu-1'), position: 1 });

      const dishes = [...DISHES[cuisine], random.pick(DESSERTS)];
      const avg = row.avg_price as number;
      dishes.forEach((dish, position) => {
        const itemId = id * 10 + position + 1;
        const share = position === dishes.length - 1 ? 0.15 : 0.25 + random.next() * 0.3;
        rows.menu_items!.push({ id: itemId, restaurant_id: id, price: Math.max(100, Math.round((avg * share) / 100) * 100), currency: city.currency, position });
        for (const locale of LOCALES) rows.menu_item_texts!.push({ menu_item_id: itemId, locale, name: dish[locale], description: '' });
      });
    }
  }
  return { rows, seeded };
}
