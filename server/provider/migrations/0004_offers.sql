-- What a program promotes: deals, collections of restaurants and ad placements.

CREATE TABLE deals (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  picture_url TEXT NOT NULL CHECK (length(picture_url) BETWEEN 1 AND 2048),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deals_program ON deals (program_slug, position);
CREATE INDEX deals_restaurant ON deals (restaurant_id);

CREATE TABLE deal_texts (
  deal_id INTEGER NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  category_name TEXT NOT NULL CHECK (length(category_name) BETWEEN 1 AND 80),
  PRIMARY KEY (deal_id, locale)
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  region_id INTEGER NOT NULL REFERENCES regions (id),
  cover_url TEXT NOT NULL CHECK (length(cover_url) BETWEEN 1 AND 2048),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX collections_program_region ON collections (program_slug, region_id, position);

CREATE TABLE collection_texts (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  PRIMARY KEY (collection_id, locale)
);

CREATE TABLE collection_restaurants (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, restaurant_id)
);
CREATE INDEX collection_restaurants_by_position ON collection_restaurants (collection_id, position);

CREATE TABLE ad_placements (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  region_id INTEGER NOT NULL REFERENCES regions (id),
  collection_id INTEGER REFERENCES collections (id) ON DELETE SET NULL,
  image_url TEXT NOT NULL CHECK (length(image_url) BETWEEN 1 AND 2048),
  link_url TEXT NOT NULL CHECK (length(link_url) BETWEEN 1 AND 2048),
  position INTEGER NOT NULL DEFAULT 0,
  active_from TEXT NOT NULL CHECK (active_from IS datetime(active_from)),
  active_until TEXT NOT NULL CHECK (active_until IS datetime(active_until)),
  CHECK (active_from < active_until)
);
CREATE INDEX ad_placements_lookup ON ad_placements (program_slug, region_id, collection_id, position);
