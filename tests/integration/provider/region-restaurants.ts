import { PAGING_HEADERS, restaurantListSchema, type RestaurantSummary } from '#domain/contract/restaurant.ts';
import { callProvider } from './call-provider';
import { providerEnv as env } from './seed-database';

/** A restaurant as the tests see it, loaded with plain SQL, independently of the provider's query code. */
export interface ReferenceRestaurant {
  id: number;
  avgPrice: number;
  rating: number;
  reviewCount: number;
  lat: number;
  lng: number;
  district: number;
  cuisines: number[];
  tags: number[];
  landmarks: number[];
  /** Lower-cased name, cuisines, district and landmarks per locale with texts (others fall back to en). */
  text: Record<string, string>;
}

const ids = (list: string | null) => (list ? list.split(',').map(Number) : []);

export async function referenceRestaurants(region: number): Promise<ReferenceRestaurant[]> {
  const { results } = await env.DB.prepare(
    `SELECT r.id, r.avg_price, r.ratings_avg, r.review_count, r.lat, r.lng, r.district_id,
       (SELECT group_concat(cuisine_id) FROM restaurant_cuisines WHERE restaurant_id = r.id) AS cuisines,
       (SELECT group_concat(tag_id) FROM restaurant_tags WHERE restaurant_id = r.id) AS tags,
       (SELECT group_concat(landmark_id) FROM restaurant_landmarks WHERE restaurant_id = r.id) AS landmarks
     FROM restaurants r WHERE r.region_id = ?`,
  )
    .bind(region)
    .all<Record<string, number | string | null>>();
  const texts = await env.DB.prepare(
    `SELECT t.restaurant_id, t.locale, t.name || ' ' ||
       (SELECT group_concat(COALESCE((SELECT name FROM cuisine_texts WHERE cuisine_id = x.cuisine_id AND locale = t.locale),
         (SELECT name FROM cuisine_texts WHERE cuisine_id = x.cuisine_id AND locale = 'en')), ' ') FROM restaurant_cuisines x WHERE x.restaurant_id = t.restaurant_id) || ' ' ||
       COALESCE((SELECT name FROM district_texts WHERE district_id = r.district_id AND locale = t.locale), (SELECT name FROM district_texts WHERE district_id = r.district_id AND locale = 'en')) || ' ' ||
       (SELECT group_concat(COALESCE((SELECT name FROM landmark_texts WHERE landmark_id = x.landmark_id AND locale = t.locale),
         (SELECT name FROM landmark_texts WHERE landmark_id = x.landmark_id AND locale = 'en')), ' ') FROM restaurant_landmarks x WHERE x.restaurant_id = t.restaurant_id) AS text
     FROM restaurant_texts t JOIN restaurants r ON r.id = t.restaurant_id WHERE r.region_id = ?`,
  )
    .bind(region)
    .all<{ restaurant_id: number; locale: string; text: string }>();
  return results.map((row) => ({
    id: row.id as number,
    avgPrice: row.avg_price as number,
    rating: row.ratings_avg as number,
    reviewCount: row.review_count as number,
    lat: row.lat as number,
    lng: row.lng as number,
    district: row.district_id as number,
    cuisines: ids(row.cuisines as string | null),
    tags: ids(row.tags as string | null),
    landmarks: ids(row.landmarks as string | null),
    text: Object.fromEntries(texts.results.filter((t) => t.restaurant_id === row.id).map((t) => [t.locale, t.text.toLowerCase()])),
  }));
}

/** Great-circle distance (haversine), a different formula from the provider's, to check it. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

export const byRating = (a: ReferenceRestaurant, b: ReferenceRestaurant) => b.rating - a.rating || a.id - b.id;

/** Every page of a restaurant list (50 per page), checking the paging headers on the way. */
export async function listAll(path: string, locale?: string): Promise<{ items: RestaurantSummary[]; total: number }> {
  const items: RestaurantSummary[] = [];
  let total = 0;
  for (let page = 1; page <= 20; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await callProvider(`${path}${separator}page=${page}&per_page=50`, locale ? { locale } : {});
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    total = Number(response.headers.get(PAGING_HEADERS.totalCount));
    if (Number(response.headers.get(PAGING_HEADERS.totalPages)) !== Math.ceil(total / 50)) throw new Error('total pages disagree with the count');
    const list = restaurantListSchema.parse(await response.json());
    items.push(...list);
    if (list.length < 50) break;
  }
  return { items, total };
}
