-- Reviews, one per booking and only after the meal. `bookings` is a minimal placeholder that the booking
-- work extends; reservation_at is a UTC instant in one canonical form, so text order is time order.

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id),
  program TEXT NOT NULL REFERENCES programs (slug),
  member_or_guest_name TEXT NOT NULL CHECK (length(member_or_guest_name) BETWEEN 1 AND 200),
  reservation_at TEXT NOT NULL CHECK (reservation_at IS strftime('%Y-%m-%dT%H:%M:%SZ', reservation_at)),
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'cancelled', 'no_show', 'completed'))
);
CREATE INDEX bookings_restaurant ON bookings (restaurant_id, reservation_at);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  booking_id INTEGER NOT NULL UNIQUE REFERENCES bookings (id),
  author_name TEXT NOT NULL CHECK (length(author_name) BETWEEN 1 AND 200),
  rating_food INTEGER NOT NULL CHECK (rating_food BETWEEN 1 AND 5),
  rating_service INTEGER NOT NULL CHECK (rating_service BETWEEN 1 AND 5),
  rating_decoration INTEGER NOT NULL CHECK (rating_decoration BETWEEN 1 AND 5),
  recommended INTEGER NOT NULL CHECK (recommended IN (0, 1)),
  comment TEXT NOT NULL CHECK (length(comment) BETWEEN 1 AND 1000),
  visited_on TEXT NOT NULL CHECK (visited_on IS date(visited_on)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at))
);
-- The profile lists a restaurant's reviews newest first.
CREATE INDEX reviews_restaurant_newest ON reviews (restaurant_id, created_at DESC, id DESC);
