import { Trans } from '@lingui/react/macro';
import type { RestaurantPolicies } from '#domain/contract/restaurant-detail.ts';
import { formatDuration, formatPercent } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

/** The restaurant's policies, worded in the diner's language from their fields (never stored as prose). */
export function PolicyLines({ policies, locale }: { policies: RestaurantPolicies; locale: CatalogLocale }) {
  const deadline = formatDuration(policies.cancellation_deadline_minutes, locale);
  const fee = formatPercent(policies.no_show_fee_percent, locale);
  const hold = formatDuration(policies.table_hold_minutes, locale);
  const age = policies.children_min_age;
  return (
    <>
      <h3>
        <Trans>Cancellation policy</Trans>
      </h3>
      <p>
        <Trans>Free cancellation up to {deadline} before the reservation.</Trans>{' '}
        {policies.no_show_fee_percent > 0 ? <Trans>Later cancellations and no-shows may be charged {fee} of the booking total.</Trans> : null}
      </p>
      {policies.table_hold_minutes > 0 ? (
        <p>
          <Trans>Tables are held for {hold} after the booked time.</Trans>
        </p>
      ) : null}
      <h3>
        <Trans>Kids policy</Trans>
      </h3>
      <p>
        {age === 0 ? <Trans>Children of all ages are welcome.</Trans> : <Trans>Children aged {age} and above are welcome.</Trans>}
        {policies.high_chairs ? (
          <>
            {' '}
            <Trans>High chairs are available.</Trans>
          </>
        ) : null}
      </p>
    </>
  );
}
