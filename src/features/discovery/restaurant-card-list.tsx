import { RatingPriceFacts, type RatingPriceText } from '#ui/rating-price-facts.tsx';

export interface RestaurantCardText {
  id: number;
  href: string;
  image: string;
  alt: string;
  name: string;
  cuisines: string;
  area: string;
  facts: RatingPriceText;
}

// The first cards are above the fold: load them eagerly, lazy-load the rest.
const EAGER_CARDS = 2;

/** The list's cards, from their words: rendered as they are into kept HTML, or in the browser as RestaurantCards. */
export function RestaurantCardList({ cards }: { cards: RestaurantCardText[] }) {
  return (
    <ul className="restaurant-list">
      {cards.map((card, index) => (
        <li key={card.id}>
          <article className="restaurant-card">
            <img src={card.image} alt={card.alt} width={320} height={200} loading={index < EAGER_CARDS ? 'eager' : 'lazy'} decoding="async" />
            <div className="restaurant-card-body">
              <h3>
                <a href={card.href} className="card-link">
                  {card.name}
                </a>
              </h3>
              <p className="restaurant-card-meta">{card.cuisines}</p>
              <p className="restaurant-card-meta">{card.area}</p>
              <RatingPriceFacts {...card.facts} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
