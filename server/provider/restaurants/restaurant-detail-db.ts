import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index';
import type { RestaurantSummary } from '#domain/contract/restaurant.ts';
import { DEFAULT_BOOKING_CONDITIONS } from '#domain/contract/availability.ts';
import type { RestaurantDetail, RestaurantPolicies } from '#domain/contract/restaurant-detail.ts';
import type { Locale } from '#domain/locales.ts';
import type { PaymentPolicy } from '#domain/contract/booking-payment.ts';
import { paymentPolicyStatement } from '#provider/payments/booking-payments-db.ts';
import { restaurantDealsStatement, toDealSummary, type DealRow } from './deals-db';
import { summaryStatement, toSummaries } from './restaurants-db';

// ?1 restaurant, ?2 locale; a text left empty in the diner's locale falls back to en.
const localized = (column: string) => `COALESCE(NULLIF(t.${column}, ''), e.${column}) AS ${column}`;
const TEXTS_SQL = `
SELECT ${localized('introduction')}
FROM restaurant_texts e LEFT JOIN restaurant_texts t ON t.restaurant_id = e.restaurant_id AND t.locale = ?2
WHERE e.restaurant_id = ?1 AND e.locale = 'en'`;
// A restaurant without its own booking conditions keeps the defaults (spec §9), as its bookings do.
const d = DEFAULT_BOOKING_CONDITIONS;
const POLICIES_SQL = `
SELECT coalesce(c.cancellation_deadline_minutes, ${d.cancellation_deadline_minutes}) AS cancellation_deadline_minutes,
  coalesce(c.no_show_fee_percent, ${d.no_show_fee_percent}) AS no_show_fee_percent,
  coalesce(c.table_hold_minutes, ${d.table_hold_minutes}) AS table_hold_minutes,
  r.children_min_age, r.high_chairs
FROM restaurants r LEFT JOIN booking_conditions c ON c.restaurant_id = r.id WHERE r.id = ?1`;
const IMAGES_SQL = 'SELECT kind, img_url FROM restaurant_images WHERE restaurant_id = ?1 ORDER BY kind, position';
const MENU_SQL = `
SELECT m.id, COALESCE(t.name, e.name, '') AS name, COALESCE(NULLIF(t.description, ''), e.description, '') AS description, m.price, m.currency
FROM menu_items m
LEFT JOIN menu_item_texts e ON e.menu_item_id = m.id AND e.locale = 'en'
LEFT JOIN menu_item_texts t ON t.menu_item_id = m.id AND t.locale = ?2
WHERE m.restaurant_id = ?1
ORDER BY m.position`;
// The restaurant is visible to a program only in a region the program covers.
const VISIBLE_SQL = `
SELECT 1 AS visible FROM restaurants r JOIN program_regions pr ON pr.region_id = r.region_id AND pr.program_slug = ?2 WHERE r.id = ?1`;

/** Everything the profile shows, as statements for one batch (after the caller's program check). */
export function detailStatements(db: D1Database, p: { program: string; id: number; locale: Locale }): D1PreparedStatement[] {
  return [
    db.prepare(VISIBLE_SQL).bind(p.id, p.program),
    db.prepare(TEXTS_SQL).bind(p.id, p.locale),
    db.prepare(POLICIES_SQL).bind(p.id),
    db.prepare(IMAGES_SQL).bind(p.id),
    db.prepare(MENU_SQL).bind(p.id, p.locale),
    restaurantDealsStatement(db, p.program, p.locale, p.id),
    summaryStatement(db, [p.id], p.locale),
    paymentPolicyStatement(db, p.id),
  ];
}

/** The detail from detailStatements' results, or null when the program may not show the restaurant. */
export function toDetail(results: readonly D1Result[], id: number): RestaurantDetail | null {
  const [visible, texts, policyRows, images, menu, deals, summary, paymentPolicy] = results;
  const [restaurant]: (RestaurantSummary | undefined)[] = toSummaries(summary, [id]);
  const text = texts?.results[0] as Pick<RestaurantDetail, 'introduction'> | undefined;
  const policies = policyRows?.results[0] as (Omit<RestaurantPolicies, 'high_chairs'> & { high_chairs: number }) | undefined;
  if (!visible?.results.length || !restaurant || !text || !policies) return null;
  const pictures = (images?.results ?? []) as { kind: 'gallery' | 'menu'; img_url: string }[];
  return {
    ...restaurant,
    ...text,
    policies: { ...policies, high_chairs: policies.high_chairs === 1 },
    gallery: pictures.filter((p) => p.kind === 'gallery').map((p) => ({ url: p.img_url, alt: restaurant.name })),
    menu: (menu?.results ?? []) as RestaurantDetail['menu'],
    menu_images: pictures.filter((p) => p.kind === 'menu').map((p) => ({ url: p.img_url })),
    deals: ((deals?.results ?? []) as DealRow[]).map(toDealSummary),
    payment_policy: (paymentPolicy?.results[0] as PaymentPolicy | undefined) ?? null,
  };
}
