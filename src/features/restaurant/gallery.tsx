import { useLingui } from '@lingui/react/macro';
import type { RestaurantDetail } from '#domain/contract/restaurant-detail.ts';
import { imageUrl } from '#lib/image-url.ts';

/**
 * Photos, scrolling sideways, sized. On a phone the first one is in the first screen (often its largest
 * picture, the LCP), so it loads at once with high priority; the others wait until they scroll into view.
 */
export function Gallery({ images }: { images: RestaurantDetail['gallery'] }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <section aria-label={t`Photos`} className="gallery">
      {/* Focusable so keyboard users can scroll the photos sideways. */}
      <ul tabIndex={0}>
        {images.map((image, index) => (
          <li key={image.url}>
            <img
              src={imageUrl(image.url, { width: 280, height: 180 })}
              alt={image.alt}
              width={280}
              height={180}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
