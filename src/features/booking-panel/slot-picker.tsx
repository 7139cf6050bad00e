import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isFullSlot, visibleSlots, VISIBLE_SLOTS } from '#domain/booking-panel.ts';
import type { TimeSlot } from '#domain/contract/availability.ts';

interface SlotPickerProps {
  dates: readonly string[];
  date: string;
  time: string | null;
  /** null while the date's slots are loading. */
  slots: readonly TimeSlot[] | null;
  error: string | null;
  formatDate: (date: string) => string;
  formatTime: (time: string) => string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/** A date with up to 4 time slots, 'More dates' and a toggle for all slots (spec §2 "Profile booking panel"). */
export function SlotPicker({ dates, date, time, slots, error, formatDate, formatTime, onDate, onTime }: SlotPickerProps) {
  const { t } = useLingui();
  const [moreDates, setMoreDates] = useState(false);
  const [allSlots, setAllSlots] = useState(false);
  const ids = useId();
  const shown = slots ? visibleSlots(slots, allSlots) : [];
  const total = slots?.length ?? 0;
  return (
    <div className="panel-picker">
      <div className="panel-date">
        <p className="panel-date-value" id={`${ids}-date`}>
          {formatDate(date)}
        </p>
        <button type="button" className="link-button" aria-expanded={moreDates} aria-controls={`${ids}-dates`} onClick={() => setMoreDates(!moreDates)}>
          <Trans>More dates</Trans>
        </button>
      </div>
      {/* The list of some sixty dates is made when the diner opens it, not with every page. */}
      <div id={`${ids}-dates`} hidden={!moreDates}>
        {moreDates ? (
          <label className="panel-date-select">
            <span>
              <Trans>Available dates</Trans>
            </span>
            <select value={date} onChange={(event) => onDate(event.target.value)}>
              {dates.map((d) => (
                <option key={d} value={d}>
                  {formatDate(d)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div role="group" aria-labelledby={`${ids}-times ${ids}-date`} aria-busy={slots === null}>
        <h3 className="panel-times-heading" id={`${ids}-times`}>
          <Trans>Times</Trans>
        </h3>
        {error !== null ? (
          <p role="alert" className="form-error">
            {error || t`We could not load the times. Please try again`}
          </p>
        ) : slots === null ? (
          <p role="status" className="panel-loading">
            <Trans>Loading times…</Trans>
          </p>
        ) : (
          <ul className="panel-slots">
            {shown.map((slot) => {
              const full = isFullSlot(slot);
              const discount = slot.off_peak?.discount;
              return (
                <li key={slot.time}>
                  <button type="button" className="panel-slot" aria-pressed={slot.time === time} disabled={full} onClick={() => onTime(slot.time)}>
                    <time className="panel-slot-time" dateTime={slot.time}>{formatTime(slot.time)}</time>
                    {full ? (
                      <span className="panel-slot-note">
                        <Trans>Fully booked</Trans>
                      </span>
                    ) : discount ? (
                      <span className="panel-slot-note panel-slot-offer">
                        <Trans>{discount}% off food</Trans>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {total > VISIBLE_SLOTS ? (
          <button type="button" className="link-button" aria-expanded={allSlots} onClick={() => setAllSlots(!allSlots)}>
            {allSlots ? <Trans>Show fewer times</Trans> : <Trans>Show all times ({total})</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
