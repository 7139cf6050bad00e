/** One restaurant on the map, as the map view, its markers and its card read it. */
export interface MapMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** Rating and average price, already formatted for the diner's locale; price null where the program hides it. */
  rating: string;
  price: string | null;
  /** The restaurant's profile; null where the map is on that profile already. */
  href: string | null;
}
