import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { MapMarker } from './map-marker';

interface MapCardProps {
  /** One restaurant, or several that stand on the same spot. */
  markers: readonly MapMarker[];
  onClose: () => void;
}

/** The small card a map marker opens: name (a link to the profile), rating and average price. Escape closes it. */
export function MapCard({ markers, onClose }: MapCardProps) {
  const { t } = useLingui();
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    card.current?.querySelector<HTMLElement>('a, [data-card-start]')?.focus();
  }, [markers]);

  return (
    <section
      ref={card}
      className="map-card"
      data-testid="map-card"
      aria-label={t`Restaurant on the map`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <ul>
        {markers.map((marker) => (
          <MapCardEntry key={marker.id} marker={marker} />
        ))}
      </ul>
      <button type="button" className="map-card-close" onClick={onClose} aria-label={t`Close`}>
        ×
      </button>
    </section>
  );
}

function MapCardEntry({ marker }: { marker: MapMarker }) {
  const { t } = useLingui();
  const { name, href, rating, price } = marker;
  return (
    <li>
      <h3>{href ? <a href={href}>{name}</a> : <span tabIndex={-1} data-card-start>{name}</span>}</h3>
      <p className="restaurant-card-facts">
        <span aria-label={t`Rating ${rating} out of 5`}>★ {rating}</span>
        {price ? (
          <span>
            <Trans>Average {price}</Trans>
          </span>
        ) : null}
      </p>
    </li>
  );
}
