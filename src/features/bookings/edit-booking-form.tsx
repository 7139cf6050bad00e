'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { SlotsByDate } from '#domain/contract/availability.ts';
import { bookingModifySchema } from '#domain/contract/booking-manage.ts';
import { noSeatsSchema } from '#domain/contract/booking.ts';
import { issueMessage } from '#domain/issue-message.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatTime, intlLocale } from '#lib/i18n/format.ts';
import { callApi } from '#lib/api-client.ts';
import { bookingApiPath } from './booking-api';

interface EditBookingFormProps {
  id: number;
  code: string;
  lang: CatalogLocale;
  current: { date: string; time: string; party: number };
  /** Where to go once the change is saved (the manage page). */
  doneHref: string;
}

type Nearest = { date: string; time: string }[];

/** Changes the date, time or party size; the slots come from the booking's restaurant, the change is one provider batch. */
export function EditBookingForm({ id, code, lang, current, doneHref }: EditBookingFormProps) {
  const { t, i18n } = useLingui();
  const [slots, setSlots] = useState<SlotsByDate | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [date, setDate] = useState(current.date);
  const [time, setTime] = useState(current.time);
  const [party, setParty] = useState(current.party);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nearest, setNearest] = useState<Nearest>([]);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const ids = { date: useId(), time: useId(), party: useId() };

  useEffect(() => {
    let live = true;
    void callApi<SlotsByDate>(bookingApiPath(id, code, '/slots'), { lang }).then((answer) => {
      if (!live) return;
      if (answer.ok) setSlots(answer.data);
      else setLoadFailed(true);
    });
    return () => {
      live = false;
    };
  }, [id, code, lang]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const dates = useMemo(() => {
    const list = slots?.dates.map((d) => d.date) ?? [];
    return list.includes(current.date) ? list : [current.date, ...list].sort();
  }, [slots, current.date]);
  const times = useMemo(() => {
    const list = slots?.dates.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];
    return date === current.date && !list.includes(current.time) ? [...list, current.time].sort() : list;
  }, [slots, date, current]);
  const parties = useMemo(() => {
    const slot = slots?.dates.find((d) => d.date === date)?.slots.find((s) => s.time === time);
    const sizes = new Set(slot?.seats.available ?? []);
    // The booking's own seats are counted as taken: in its own slot it can always keep or shrink its party.
    if (date === current.date && time === current.time) for (let n = 1; n <= current.party; n++) sizes.add(n);
    return [...sizes].sort((a, b) => a - b);
  }, [slots, date, time, current]);

  const formatDate = (value: string) => new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

  function chooseDate(value: string) {
    setDate(value);
    const first = slots?.dates.find((d) => d.date === value)?.slots[0]?.time;
    if (first && value !== current.date) setTime(first);
    if (value === current.date) setTime(current.time);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNearest([]);
    const parsed = bookingModifySchema.safeParse({ date, time, party_size: party });
    if (!parsed.success) {
      setError(i18n._(issueMessage(parsed.error).descriptor.id, { min: 1, max: 100 }, { message: issueMessage(parsed.error).descriptor.message }));
      return;
    }
    setBusy(true);
    const answer = await callApi(bookingApiPath(id, code), { method: 'PUT', body: parsed.data, lang });
    if (answer.ok) {
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    const full = noSeatsSchema.safeParse(answer.body);
    if (full.success) setNearest(full.data.nearest_slots);
    setError(answer.message || t`We could not change this reservation. Please try again`);
  }

  if (loadFailed) {
    return (
      <p role="alert" className="form-error">
        <Trans>We could not load the available times. Please try again in a moment.</Trans>
      </p>
    );
  }
  if (!slots) {
    return (
      <p role="status" className="muted" aria-live="polite">
        <Trans>Loading available times…</Trans>
      </p>
    );
  }
  const timeZone = slots.time_zone;
  return (
    <form className="edit-form" onSubmit={submit} noValidate data-testid="edit-booking-form">
      <div className="field">
        <label htmlFor={ids.date}>
          <Trans>Date</Trans>
        </label>
        <select id={ids.date} value={date} onChange={(event) => chooseDate(event.target.value)}>
          {dates.map((value) => (
            <option key={value} value={value}>
              {formatDate(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.time}>
          <Trans>Time</Trans>
        </label>
        <select id={ids.time} value={time} onChange={(event) => setTime(event.target.value)}>
          {times.map((value) => (
            <option key={value} value={value}>
              {formatTime(value, lang)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.party}>
          <Trans>Party size</Trans>
        </label>
        <select id={ids.party} value={party} onChange={(event) => setParty(Number(event.target.value))}>
          {(parties.includes(party) ? parties : [...parties, party].sort((a, b) => a - b)).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">
        <Trans>Times are in the restaurant’s time zone ({timeZone}).</Trans>
      </p>
      {error ? (
        <p role="alert" className="form-error" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      {nearest.length ? (
        <div className="nearest-slots">
          <p>
            <Trans>Nearest free times:</Trans>
          </p>
          <ul>
            {nearest.map((slot) => (
              <li key={`${slot.date} ${slot.time}`}>
                <button type="button" className="button-secondary" onClick={() => (setDate(slot.date), setTime(slot.time), setNearest([]), setError(null))}>
                  {formatDate(slot.date)} {formatTime(slot.time, lang)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
      </button>
    </form>
  );
}
