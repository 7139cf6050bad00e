/** What RatingPriceLine shows, in words already formatted and translated. */
export interface RatingPriceText {
  /** "Rating 4.5 out of 5", read instead of the star. */
  ratingLabel: string;
  rating: string;
  /** "Average CN¥200", or null where the program hides prices. */
  price: string | null;
  /** "1.2 km away", or null without the diner's location. */
  distance: string | null;
}

/** Rating, average price and distance on one line: the markup alone, so client components can show it without formatters. */
export function RatingPriceFacts({ ratingLabel, rating, price, distance }: RatingPriceText) {
  return (
    <p className="restaurant-card-facts">
      <span aria-label={ratingLabel}>★ {rating}</span>
      {price ? <span>{price}</span> : null}
      {distance ? <span>{distance}</span> : null}
    </p>
  );
}
