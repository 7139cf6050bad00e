import { useLingui } from '@lingui/react/macro';
import type { RestaurantDetail } from '../../domain/contract/restaurant-detail';
import { imageUrl } from '../../lib/image-url';

/** Photos below the fold: sized, lazy-loaded, scrolling sideways. */
export function Gallery({ images }: { images: RestaurantDetail['gallery'] }) {
  const { t } = useLingui();
  if (images.length === 0) return null;
  return (
    <section aria-label={t`Photos`} className="gallery">
      {/* Focusable so keyboard users can scroll the photos sideways. */}
      <ul tabIndex={0}>
        {images.map((image) => (
          <li key={image.url}>
            <img src={imageUrl(image.url, { width: 280, height: 180 })} alt={image.alt} width={280} height={180} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
