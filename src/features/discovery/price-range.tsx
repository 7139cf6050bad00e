import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface PriceRangeProps {
  steps: number[];
  money: (minorUnits: number) => string;
  start: number | undefined;
  end: number | undefined;
}

/** The average-price filter: two choices of round amounts (values in minor units). */
export function PriceRange({ steps, money, start, end }: PriceRangeProps) {
  const { t } = useLingui();
  const bound = (label: ReactNode, name: string, value: number | undefined) => (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t`Any`}</option>
        {steps.map((step) => (
          <option key={step} value={step}>
            {money(step)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="filter-options">
      <legend>
        <Trans>Average price</Trans>
      </legend>
      {bound(<Trans>From</Trans>, 'start_price', start)}
      {bound(<Trans>To</Trans>, 'end_price', end)}
    </fieldset>
  );
}
