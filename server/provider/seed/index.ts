import { availabilityRows } from './availability';
import { countryRows } from './countries';
import { cuisineRows, tagRows } from './cuisines-and-tags';
import { accessRows } from './access';
import { staffRows } from './staff';
import { voucherOfferRows } from './voucher-offers';
import { loyaltyRulesStatement } from './loyalty-rules';
import { memberRows } from './members';
import { offerRows } from './offers';
import { paymentPolicyRows } from './payment-policies';
import { programRows } from './programs';
import { createRandom } from './random';
import { regionRows } from './regions';
import { restaurantRows } from './restaurants';
import { reviewRows } from './reviews';
import { insertOrIgnore, type Row } from './sql-insert';

const DEMO_SEED = 20260101;

/** Today's UTC date: the default first day of seeded availability. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The demo data set as SQL statements, identical on every run. Parents come before children so
 * foreign keys hold; `INSERT OR IGNORE` keeps rows diners or operators changed since the last seed. The loyalty
 * rules' row exists from its migration, so it is updated instead (only while it holds the defaults).
 * Availability starts at `today` (a parameter, so a fixed date gives a fixed data set).
 */
export function demoSeedStatements(today: string = utcToday()): string[] {
  return [...demoTables(today).flatMap(([table, rows]) => insertOrIgnore(table, rows)), loyaltyRulesStatement()];
}

/** The demo data set as [table, rows] in insertion order (parents first). */
export function demoTables(today: string = utcToday()): [string, readonly Row[]][] {
  const random = createRandom(DEMO_SEED);
  const countries = countryRows();
  const cuisines = cuisineRows();
  const tags = tagRows();
  const regions = regionRows();
  const programs = programRows();
  const restaurants = restaurantRows(random);
  const offers = offerRows(random, restaurants.seeded);
  const reviews = reviewRows(random, restaurants.seeded);
  const dealRestaurants = offers.deals!.map((deal) => ({ id: Number(deal.id), restaurant_id: Number(deal.restaurant_id) }));
  return [
    ['countries', countries.countries],
    ['country_texts', countries.texts],
    ['regions', regions.regions],
    ['region_texts', regions.regionTexts],
    ['cuisines', cuisines.entities],
    ['cuisine_texts', cuisines.texts],
    ['tags', tags.entities],
    ['tag_texts', tags.texts],
    ['districts', regions.districts],
    ['district_texts', regions.districtTexts],
    ['landmarks', regions.landmarks],
    ['landmark_texts', regions.landmarkTexts],
    ['programs', programs.programs],
    ['program_texts', programs.texts],
    ['program_images', programs.images],
    ['program_regions', programs.regions],
    ...Object.entries(restaurants.rows),
    ...Object.entries(offers),
    ...Object.entries(reviews),
    ...Object.entries(availabilityRows(restaurants.seeded, dealRestaurants, today)),
    ...Object.entries(memberRows()),
    ...Object.entries(accessRows()),
    ...Object.entries(voucherOfferRows()),
    ...Object.entries(staffRows()),
    ...Object.entries(paymentPolicyRows()),
  ];
}
