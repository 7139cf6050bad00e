import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatDistance, formatMoney, formatRating } from '#lib/i18n/format.ts';
import { RatingPriceFacts, type RatingPriceText } from './rating-price-facts';

interface RatingPriceInput {
  rating: number;
  avgPrice: number;
  currency: string;
  /** Programs may hide average prices (spec §3 is_need_hide_avg_price). */
  hidePrice: boolean;
  distanceKm: number | null | undefined;
  locale: CatalogLocale;
}

/** The rating, average price and distance of a restaurant as the diner's locale writes them. */
export function ratingPriceText({ rating: score, avgPrice, currency, hidePrice, distanceKm, locale }: RatingPriceInput, i18n: I18n): RatingPriceText {
  const rating = formatRating(score, locale);
  const price = formatMoney({ amountMinor: avgPrice, currency }, locale);
  const distance = distanceKm === null || distanceKm === undefined ? null : formatDistance(distanceKm, locale);
  return {
    ratingLabel: i18n._(msg`Rating ${rating} out of 5`),
    rating,
    price: hidePrice ? null : i18n._(msg`Average ${price}`),
    distance: distance === null ? null : i18n._(msg`${distance} away`),
  };
}

/** Rating, average price and distance on one line, as cards and the profile show them. */
export function RatingPriceLine(props: RatingPriceInput) {
  const { i18n } = useLingui();
  return <RatingPriceFacts {...ratingPriceText(props, i18n)} />;
}
