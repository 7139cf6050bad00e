import type { DealSummary } from '#domain/contract/deal.ts';
import { imageUrl } from '#lib/image-url.ts';

export function DealCard({ deal, href, eager }: { deal: DealSummary; href: string; eager: boolean }) {
  return (
    <article className="restaurant-card">
      <img src={imageUrl(deal.picture_url, { width: 320, height: 200 })} alt="" width={320} height={200} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="restaurant-card-body">
        <p className="badge">{deal.category_name}</p>
        <h2 className="card-title">
          <a href={href} className="card-link">
            {deal.name}
          </a>
        </h2>
        <p className="restaurant-card-meta">
          {deal.restaurant_name} · {deal.restaurant.district.name}
        </p>
      </div>
    </article>
  );
}
