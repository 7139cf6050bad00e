import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogLocale } from '../../lib/i18n/catalogs';
import { formatDistance, formatMoney, formatRating } from '../../lib/format';

interface RatingPriceLineProps {
  rating: number;
  avgPrice: number;
  currency: string;
  /** Programs may hide average prices (spec §3 is_need_hide_avg_price). */
  hidePrice: boolean;
  distanceKm: number | null | undefined;
  locale: CatalogLocale;
}

/** Rating, average price and distance on one line, as cards and the profile show them. */
export function RatingPriceLine({ rating: score, avgPrice, currency, hidePrice, distanceKm, locale }: RatingPriceLineProps) {
  const { t } = useLingui();
  const rating = formatRating(score, locale);
  const price = formatMoney({ amountMinor: avgPrice, currency }, locale);
  const distance = distanceKm === null || distanceKm === undefined ? null : formatDistance(distanceKm, locale);
  return (
    <p className="restaurant-card-facts">
      <span aria-label={t`Rating ${rating} out of 5`}>★ {rating}</span>
      {hidePrice ? null : (
        <span>
          <Trans>Average {price}</Trans>
        </span>
      )}
      {distance ? (
        <span>
          <Trans>{distance} away</Trans>
        </span>
      ) : null}
    </p>
  );
}
