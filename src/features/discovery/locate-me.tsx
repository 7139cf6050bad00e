'use client';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** Fills lat/lng from the browser's location and sorts by distance (the diner is asked first). */
export function LocateMe() {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle');

  function locate(event: React.MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form || !('geolocation' in navigator)) return setState('denied');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const set = (name: string, value: string) => {
          const input = (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null) ?? form.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name }));
          input.value = value;
        };
        set('lat', coords.latitude.toFixed(5));
        set('lng', coords.longitude.toFixed(5));
        set('order_by', 'nearest');
        form.requestSubmit();
      },
      () => setState('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <>
      <button type="button" className="button-secondary" onClick={locate} disabled={state === 'locating'}>
        {state === 'locating' ? t`Finding you…` : t`Near me`}
      </button>
      {state === 'denied' ? (
        <span role="status" className="form-hint">
          {t`Your location is not available. Allow location access to sort by distance.`}
        </span>
      ) : null}
    </>
  );
}
