-- Reference data shared by every program: countries, regions, cuisines, tags, districts, landmarks.
-- Localized text lives in *_texts tables keyed by (entity, locale); an 'en' row is always written and
-- queries fall back to it when the diner's locale has none.

CREATE TABLE countries (
  iso TEXT PRIMARY KEY CHECK (length(iso) = 2 AND iso = upper(iso)),
  dialling_code TEXT NOT NULL CHECK (length(dialling_code) BETWEEN 1 AND 4 AND dialling_code NOT GLOB '*[^0-9]*'),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE country_texts (
  country_iso TEXT NOT NULL REFERENCES countries (iso) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (country_iso, locale)
);

CREATE TABLE regions (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  country_iso TEXT NOT NULL REFERENCES countries (iso),
  phone_code TEXT NOT NULL CHECK (length(phone_code) BETWEEN 1 AND 4 AND phone_code NOT GLOB '*[^0-9]*'),
  time_zone TEXT NOT NULL CHECK (time_zone LIKE '%/%'),
  currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  privacy_policy_url TEXT NOT NULL CHECK (privacy_policy_url LIKE 'https://%'),
  guide_link TEXT NOT NULL CHECK (guide_link LIKE 'https://%'),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180)
);

CREATE TABLE region_texts (
  region_id INTEGER NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  key_word TEXT NOT NULL DEFAULT '' CHECK (length(key_word) <= 200),
  PRIMARY KEY (region_id, locale)
);

CREATE TABLE cuisines (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  code TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 40)
);

CREATE TABLE cuisine_texts (
  cuisine_id INTEGER NOT NULL REFERENCES cuisines (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (cuisine_id, locale)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  code TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 40)
);

CREATE TABLE tag_texts (
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (tag_id, locale)
);

CREATE TABLE districts (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  region_id INTEGER NOT NULL REFERENCES regions (id),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180)
);
CREATE INDEX districts_region ON districts (region_id);

CREATE TABLE district_texts (
  district_id INTEGER NOT NULL REFERENCES districts (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (district_id, locale)
);

CREATE TABLE landmarks (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  region_id INTEGER NOT NULL REFERENCES regions (id),
  district_id INTEGER NOT NULL REFERENCES districts (id),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180)
);
CREATE INDEX landmarks_region ON landmarks (region_id);

CREATE TABLE landmark_texts (
  landmark_id INTEGER NOT NULL REFERENCES landmarks (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  PRIMARY KEY (landmark_id, locale)
);
