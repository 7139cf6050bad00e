'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatDay } from './format-day';

/** The dates that have slots (a list, so only bookable days can be picked). */
export function DatePicker({ dates, value, onChange }: { dates: readonly string[]; value: string | null; onChange: (date: string) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <Trans>Date</Trans>
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatDay(date, i18n.locale as CatalogLocale)}
          </option>
        ))}
      </select>
    </div>
  );
}
