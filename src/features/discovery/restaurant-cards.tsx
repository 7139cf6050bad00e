'use client';
import { RestaurantCardList, type RestaurantCardText } from './restaurant-card-list';

/**
 * The list's cards as a client component, only so that the page's RSC payload carries each card as its words (about
 * a third of the elements they render to); it formats nothing itself.
 */
export function RestaurantCards({ cards }: { cards: RestaurantCardText[] }) {
  return <RestaurantCardList cards={cards} />;
}
