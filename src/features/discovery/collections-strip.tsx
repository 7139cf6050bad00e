import { useLingui } from '@lingui/react/macro';
import type { CollectionListItem } from '#domain/contract/collection.ts';
import { imageUrl } from '#lib/image-url.ts';

/** The region's collections as a scrolling row of cards. */
export function CollectionsStrip({ collections, hrefFor }: { collections: CollectionListItem[]; hrefFor: (id: number) => string }) {
  const { t } = useLingui();
  if (collections.length === 0) return null;
  return (
    <section className="collections-strip" aria-labelledby="collections-heading">
      <h2 id="collections-heading">{t`Collections`}</h2>
      <ul>
        {collections.map((collection) => (
          <li key={collection.id}>
            <a href={hrefFor(collection.id)} className="collection-card">
              <img src={imageUrl(collection.cover, { width: 240, height: 120 })} alt="" width={240} height={120} loading="lazy" decoding="async" />
              <span>{collection.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
