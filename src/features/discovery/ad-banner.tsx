import { useLingui } from '@lingui/react/macro';
import type { AdPlacement } from '#domain/contract/ad-placement.ts';
import { imageUrl } from '#lib/image-url.ts';

/** The program's banner placements; app paths get the diner's program and language added. */
export function AdBanner({ ads, appHref }: { ads: AdPlacement[]; appHref: (path: string) => string }) {
  const { t } = useLingui();
  if (ads.length === 0) return null;
  return (
    <section className="ad-banner" aria-label={t`Featured`}>
      {ads.slice(0, 3).map((ad, index) => (
        <a key={ad.id} href={ad.link_url.startsWith('/') ? appHref(ad.link_url) : ad.link_url} className="ad-card">
          {/* The first banner is often the largest thing above the fold: fetch it early. */}
          <img
            src={imageUrl(ad.image_url, { width: 400, height: 120 })}
            alt=""
            width={400}
            height={120}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
          <span>{ad.title}</span>
        </a>
      ))}
    </section>
  );
}
