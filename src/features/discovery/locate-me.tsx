'use client';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * Choosing Near me means sorting by distance: the one place that turns it into a query (lat, lng and
 * order_by=nearest), so the sort control shows Nearest. The diner is asked for the location first.
 */
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
          const input = (form.elements.namedItem(name) as HTMLInputElement | null) ?? form.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name }));
          input.value = value;
        };
        set('lat', coords.latitude.toFixed(5));
        set('lng', coords.longitude.toFixed(5));
        sortByDistance(form);
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

/** Picks Nearest in the sort control. Before a location was known that option is disabled, and a disabled option is not sent. */
function sortByDistance(form: HTMLFormElement) {
  const order = form.elements.namedItem('order_by');
  if (!(order instanceof HTMLSelectElement)) return;
  const nearest = [...order.options].find((option) => option.value === 'nearest');
  if (!nearest) return;
  nearest.disabled = false;
  order.value = nearest.value;
}
