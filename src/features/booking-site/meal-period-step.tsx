'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MealPeriod } from '#domain/contract/availability.ts';
import { mealPeriodNames } from './meal-period-names';

/** Step 1: the meal periods that have slots on the chosen date. */
export function MealPeriodStep({ periods, chosen, onChoose }: { periods: readonly MealPeriod[]; chosen: MealPeriod | null; onChoose: (period: MealPeriod) => void }) {
  const { i18n } = useLingui();
  if (periods.length === 0) {
    return (
      <p className="empty-state">
        <Trans>No seats available on this date. Please choose another date.</Trans>
      </p>
    );
  }
  return (
    <ul className="choice-list" role="list">
      {periods.map((period) => (
        <li key={period}>
          <button type="button" className="choice" aria-pressed={chosen === period} onClick={() => onChoose(period)}>
            {i18n._(mealPeriodNames[period])}
          </button>
        </li>
      ))}
    </ul>
  );
}
