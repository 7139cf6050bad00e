import { useLingui } from '@lingui/react/macro';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatRating } from '#lib/i18n/format.ts';

/** Food, service and decoration ratings as labelled bars (0–5). */
export function RatingBreakdown({ ratings, locale }: { ratings: { food: number; service: number; decoration: number }; locale: CatalogLocale }) {
  const { t } = useLingui();
  const rows: [string, number][] = [
    [t`Food`, ratings.food],
    [t`Service`, ratings.service],
    [t`Decoration`, ratings.decoration],
  ];
  return (
    <dl className="rating-breakdown">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <span className="rating-bar" aria-hidden="true">
              <span style={{ width: `${(value / 5) * 100}%` }} />
            </span>
            <span>{formatRating(value, locale)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
