'use client';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TimeSlot } from '#domain/contract/availability.ts';
import { formatTime } from '#lib/i18n/format.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';

interface SeatsStepProps {
  slots: readonly TimeSlot[];
  date: string;
  time: string | null;
  partySize: number | null;
  onContinue: (choice: { time: string; partySize: number }) => void;
  /** Offered when the program takes group requests. */
  onLargeGroup: (() => void) | null;
}

/** Step 2: a time on the chosen date and a party size that slot can still take (`seats.available`). */
export function SeatsStep({ slots, date, time, partySize, onContinue, onLargeGroup }: SeatsStepProps) {
  const { t, i18n } = useLingui();
  const partyId = useId();
  const [chosenTime, setChosenTime] = useState(slots.find((s) => s.time === time && s.seats.available.length > 0)?.time ?? null);
  // A chosen time that filled meanwhile (live slots) is chosen no more.
  const slot = slots.find((s) => s.time === chosenTime && s.seats.available.length > 0) ?? null;
  const sizes = slot?.seats.available ?? [];
  const [party, setParty] = useState<number | null>(partySize);
  const size = party !== null && sizes.includes(party) ? party : (sizes.includes(2) ? 2 : (sizes[0] ?? null));
  return (
    <>
      <fieldset className="time-grid" key={date}>
        <legend>
          <Trans>Time</Trans>
        </legend>
        {slots.map((s) => {
          const full = s.seats.available.length === 0;
          const discount = s.off_peak?.discount;
          return (
            <button
              key={s.time}
              type="button"
              className="choice time-choice"
              aria-pressed={s.time === slot?.time}
              disabled={full}
              onClick={() => setChosenTime(s.time)}
            >
              <time className="time-choice-time" dateTime={s.time}>{formatTime(s.time, i18n.locale as CatalogLocale)}</time>
              {full ? <span className="time-choice-note"><Trans>Full</Trans></span> : null}
              {!full && discount ? <span className="time-choice-note off-peak">{t`${discount}% off food`}</span> : null}
            </button>
          );
        })}
      </fieldset>
      {slot?.off_peak ? (
        <p className="form-hint">
          <Trans>Off-peak discount applies to food only, not to drinks, special dishes or set menus.</Trans>
        </p>
      ) : null}
      {slot ? (
        <div className="form-field">
          <label htmlFor={partyId}>
            <Trans>Party size</Trans>
          </label>
          <select id={partyId} value={size ?? ''} onChange={(e) => setParty(Number(e.target.value))}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t({ message: plural(n, { one: '# guest', other: '# guests' }) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="step-actions">
        <button type="button" className="button-primary" disabled={!slot || size === null} onClick={() => slot && size !== null && onContinue({ time: slot.time, partySize: size })}>
          <Trans>Continue</Trans>
        </button>
      </div>
      {onLargeGroup ? (
        <p className="large-group">
          <Trans>Large group?</Trans>{' '}
          <button type="button" className="link-button" onClick={onLargeGroup}>
            <Trans>Send a group booking request</Trans>
          </button>
        </p>
      ) : null}
    </>
  );
}
