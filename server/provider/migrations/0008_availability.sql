-- Availability and bookings. Slot dates and times are restaurant-local wall time (the restaurant's IANA
-- zone); bookings also keep the UTC instant so ordering and "past" checks stay plain text comparisons.

CREATE TABLE restaurant_meal_periods (
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period IN ('breakfast', 'brunch', 'lunch', 'afternoon_tea', 'dinner', 'night_brunch')),
  starts_at TEXT NOT NULL CHECK (starts_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  ends_at TEXT NOT NULL CHECK (ends_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  PRIMARY KEY (restaurant_id, period)
);

CREATE TABLE time_slots (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (date IS date(date)),
  time TEXT NOT NULL CHECK (time GLOB '[0-2][0-9]:[0-5][0-9]' AND time < '24:00'),
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  -- The guard against overselling: an update that would pass capacity fails and rolls its batch back.
  booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  off_peak_discount INTEGER CHECK (off_peak_discount BETWEEN 1 AND 100),
  deal_id INTEGER REFERENCES deals (id) ON DELETE CASCADE,
  UNIQUE (restaurant_id, date, time, deal_id)
);
-- NULLs are distinct in UNIQUE, so slots without a deal need this index to stay one per time (and re-seeding to add nothing).
CREATE UNIQUE INDEX time_slots_one_per_time ON time_slots (restaurant_id, date, time, ifnull(deal_id, 0));

CREATE TABLE blocked_dates (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  date TEXT NOT NULL CHECK (date IS date(date)),
  deal_id INTEGER REFERENCES deals (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX blocked_dates_one_per_day ON blocked_dates (restaurant_id, date, ifnull(deal_id, 0));

CREATE TABLE blocked_date_texts (
  blocked_date_id INTEGER NOT NULL REFERENCES blocked_dates (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  justification TEXT NOT NULL CHECK (length(justification) BETWEEN 1 AND 1000),
  PRIMARY KEY (blocked_date_id, locale)
);

CREATE TABLE booking_conditions (
  restaurant_id INTEGER PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  min_party_size INTEGER NOT NULL DEFAULT 1 CHECK (min_party_size >= 1),
  max_party_size INTEGER NOT NULL DEFAULT 10 CHECK (max_party_size BETWEEN min_party_size AND 100),
  lead_time_minutes INTEGER NOT NULL DEFAULT 60 CHECK (lead_time_minutes BETWEEN 0 AND 20160),
  max_days_ahead INTEGER NOT NULL DEFAULT 60 CHECK (max_days_ahead BETWEEN 1 AND 366),
  cancellation_deadline_minutes INTEGER NOT NULL DEFAULT 60 CHECK (cancellation_deadline_minutes BETWEEN 0 AND 20160),
  no_show_fee_percent INTEGER NOT NULL DEFAULT 50 CHECK (no_show_fee_percent BETWEEN 0 AND 100)
);

CREATE TABLE booking_restrictions (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  -- NULL: applies to every program.
  program TEXT REFERENCES programs (slug) ON DELETE CASCADE
);
CREATE INDEX booking_restrictions_restaurant ON booking_restrictions (restaurant_id);

CREATE TABLE booking_restriction_texts (
  restriction_id INTEGER NOT NULL REFERENCES booking_restrictions (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  explanation TEXT NOT NULL CHECK (length(explanation) BETWEEN 1 AND 2000),
  PRIMARY KEY (restriction_id, locale)
);

-- Booking columns come with defaults so the review seed's minimal bookings stay valid.
ALTER TABLE bookings ADD COLUMN reservation_code TEXT CHECK (NOT reservation_code GLOB '*[^A-Z0-9]*' AND length(reservation_code) BETWEEN 6 AND 16);
CREATE UNIQUE INDEX bookings_reservation_code ON bookings (reservation_code);
ALTER TABLE bookings ADD COLUMN slot_id INTEGER REFERENCES time_slots (id);
ALTER TABLE bookings ADD COLUMN party_size INTEGER NOT NULL DEFAULT 2 CHECK (party_size BETWEEN 1 AND 100);
ALTER TABLE bookings ADD COLUMN slot_date TEXT CHECK (slot_date IS date(slot_date));
ALTER TABLE bookings ADD COLUMN slot_time TEXT CHECK (slot_time GLOB '[0-2][0-9]:[0-5][0-9]');
ALTER TABLE bookings ADD COLUMN time_zone TEXT CHECK (time_zone LIKE '%/%');
ALTER TABLE bookings ADD COLUMN first_name TEXT NOT NULL DEFAULT '' CHECK (length(first_name) <= 100);
ALTER TABLE bookings ADD COLUMN last_name TEXT NOT NULL DEFAULT '' CHECK (length(last_name) <= 100);
ALTER TABLE bookings ADD COLUMN email TEXT NOT NULL DEFAULT '' CHECK (length(email) <= 254);
ALTER TABLE bookings ADD COLUMN country_code TEXT NOT NULL DEFAULT '' CHECK (NOT country_code GLOB '*[^0-9]*' AND length(country_code) <= 4);
ALTER TABLE bookings ADD COLUMN mobile TEXT NOT NULL DEFAULT '' CHECK (NOT mobile GLOB '*[^0-9]*' AND length(mobile) <= 20);
ALTER TABLE bookings ADD COLUMN special_requests TEXT NOT NULL DEFAULT '' CHECK (length(special_requests) <= 1000);
ALTER TABLE bookings ADD COLUMN for_someone_else INTEGER NOT NULL DEFAULT 0 CHECK (for_someone_else IN (0, 1));
ALTER TABLE bookings ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE bookings ADD COLUMN cancelled_at TEXT;
CREATE INDEX bookings_slot ON bookings (slot_id);

-- A create's first answer per key and program, replayed for repeats (kept at least 24 h).
CREATE TABLE idempotency_keys (
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  program TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  response_json TEXT NOT NULL CHECK (json_valid(response_json)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (key, program)
);
