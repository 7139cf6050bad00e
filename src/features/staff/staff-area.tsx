'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { staffBookingsSchema } from '#domain/contract/staff.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { staffApi } from './staff-api';
import { StaffBooking } from './staff-booking';
import { StaffSignIn } from './staff-sign-in';

type Day = z.infer<typeof staffBookingsSchema>;
type State = { kind: 'loading' } | { kind: 'signed_out' } | { kind: 'failed'; message: string } | { kind: 'day'; day: Day };

/**
 * The restaurant staff area: sign in, then the day's bookings of the staff's restaurant (today in its time zone,
 * or another day picked), each with what may be done with it now.
 */
export function StaffArea({ lang }: { lang: CatalogLocale }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [date, setDate] = useState<string | undefined>(undefined);
  const dateId = useId();

  const load = useCallback(async () => {
    const answer = await staffApi(lang).bookings(date);
    if (answer.ok) return setState({ kind: 'day', day: answer.data });
    if (answer.status === 401) return setState({ kind: 'signed_out' });
    setState({ kind: 'failed', message: answer.message || t`The bookings could not be loaded. Please try again.` });
  }, [lang, date, t]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') {
    return (
      <p role="status" aria-live="polite">
        <Trans>Loading the bookings…</Trans>
      </p>
    );
  }
  if (state.kind === 'signed_out') return <StaffSignIn lang={lang} onSignedIn={() => void load()} />;
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <p>{state.message}</p>
        <button type="button" className="button-secondary" onClick={() => void load()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const { day } = state;
  return (
    <section aria-labelledby="staff-day-heading" data-testid="staff-day" data-ready="true">
      <div className="staff-toolbar">
        <h2 id="staff-day-heading">{day.restaurant.name}</h2>
        <label htmlFor={dateId}>
          <Trans>Day</Trans>
        </label>
        <input id={dateId} type="date" value={day.date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        <button
          type="button"
          className="button-secondary"
          onClick={() => void staffApi(lang).signOut().then(() => setState({ kind: 'signed_out' }))}
        >
          <Trans>Sign out</Trans>
        </button>
      </div>
      {day.bookings.length === 0 ? (
        <p className="empty-state">
          <Trans>No bookings to show</Trans>
        </p>
      ) : (
        <ul className="member-bookings">
          {day.bookings.map((booking) => (
            <StaffBooking key={booking.id} booking={booking} currency={day.restaurant.currency} lang={lang} onChanged={() => void load()} />
          ))}
        </ul>
      )}
    </section>
  );
}
