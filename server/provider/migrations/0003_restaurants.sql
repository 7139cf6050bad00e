-- Restaurants with their texts, classifications, images and menu. Money is integer minor units of
-- the restaurant's currency; ratings are integer tenths (45 = 4.5) so sorting and averaging stay exact.

CREATE TABLE restaurants (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  region_id INTEGER NOT NULL REFERENCES regions (id),
  district_id INTEGER NOT NULL REFERENCES districts (id),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
  time_zone TEXT NOT NULL CHECK (time_zone LIKE '%/%'),
  currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  avg_price INTEGER NOT NULL CHECK (avg_price >= 0),
  rating_food INTEGER NOT NULL CHECK (rating_food BETWEEN 0 AND 50),
  rating_service INTEGER NOT NULL CHECK (rating_service BETWEEN 0 AND 50),
  rating_decoration INTEGER NOT NULL CHECK (rating_decoration BETWEEN 0 AND 50),
  ratings_avg INTEGER GENERATED ALWAYS AS (CAST(round((rating_food + rating_service + rating_decoration) / 3.0) AS INTEGER)) STORED,
  review_count INTEGER NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  recommended_count INTEGER NOT NULL DEFAULT 0 CHECK (recommended_count >= 0),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 4 AND 32),
  website_url TEXT CHECK (website_url LIKE 'https://%'),
  cover_url TEXT NOT NULL CHECK (length(cover_url) BETWEEN 1 AND 2048)
);
-- The region list sorts by rating then id; this index serves the filter, the order and the count.
CREATE INDEX restaurants_region_rating ON restaurants (region_id, ratings_avg DESC, id);
CREATE INDEX restaurants_district ON restaurants (district_id);

CREATE TABLE restaurant_texts (
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 500),
  introduction TEXT NOT NULL DEFAULT '' CHECK (length(introduction) <= 5000),
  cancellation_policy TEXT NOT NULL DEFAULT '' CHECK (length(cancellation_policy) <= 2000),
  kids_policy TEXT NOT NULL DEFAULT '' CHECK (length(kids_policy) <= 2000),
  PRIMARY KEY (restaurant_id, locale)
);

CREATE TABLE restaurant_cuisines (
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  cuisine_id INTEGER NOT NULL REFERENCES cuisines (id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (restaurant_id, cuisine_id)
);
CREATE INDEX restaurant_cuisines_by_cuisine ON restaurant_cuisines (cuisine_id);

CREATE TABLE restaurant_tags (
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (restaurant_id, tag_id)
);
CREATE INDEX restaurant_tags_by_tag ON restaurant_tags (tag_id);

CREATE TABLE restaurant_landmarks (
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  landmark_id INTEGER NOT NULL REFERENCES landmarks (id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (restaurant_id, landmark_id)
);
CREATE INDEX restaurant_landmarks_by_landmark ON restaurant_landmarks (landmark_id);

CREATE TABLE restaurant_images (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('gallery', 'menu')),
  img_url TEXT NOT NULL CHECK (length(img_url) BETWEEN 1 AND 2048),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (restaurant_id, kind, position)
);

CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  price INTEGER NOT NULL CHECK (price >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (restaurant_id, position)
);

CREATE TABLE menu_item_texts (
  menu_item_id INTEGER NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  PRIMARY KEY (menu_item_id, locale)
);
