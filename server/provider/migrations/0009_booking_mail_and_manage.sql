-- The booking's side effects and the manage screen's records.

-- Every change a diner is told about raises the booking's calendar SEQUENCE (RFC 5545): the .ics of the
-- confirmation carries 0, each modify or cancel one more, under the same UID, so calendars follow.
ALTER TABLE bookings ADD COLUMN mail_sequence INTEGER NOT NULL DEFAULT 0 CHECK (mail_sequence >= 0);
-- The voucher code the booking was made with (passed to the booking site), for lookup by voucher code.
ALTER TABLE bookings ADD COLUMN voucher_code TEXT CHECK (length(voucher_code) BETWEEN 4 AND 64);
CREATE INDEX bookings_voucher_code ON bookings (voucher_code) WHERE voucher_code IS NOT NULL;

-- The outbox: written in the same batch as the booking change it reports, relayed by the queue consumer
-- (and the cron sweep for anything stuck). One row per booking and sequence, so a replayed batch or a
-- second relay cannot add a second message.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('booking_confirmed', 'booking_updated', 'booking_cancelled')),
  sequence INTEGER NOT NULL CHECK (sequence >= 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  sent_at TEXT,
  last_error TEXT CHECK (length(last_error) <= 2000),
  UNIQUE (booking_id, sequence)
);
CREATE INDEX outbox_unsent ON outbox (status, created_at) WHERE status IN ('pending', 'sending');

-- Group booking requests (spec §5: guest count, digits only, and a remark); the diner sees the status.
CREATE TABLE group_requests (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  reference_code TEXT NOT NULL UNIQUE CHECK (NOT reference_code GLOB '*[^A-Z0-9]*' AND length(reference_code) BETWEEN 6 AND 16),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id),
  program TEXT NOT NULL REFERENCES programs (slug),
  date TEXT NOT NULL CHECK (date IS date(date)),
  time TEXT CHECK (time GLOB '[0-2][0-9]:[0-5][0-9]'),
  guest_count INTEGER NOT NULL CHECK (guest_count BETWEEN 1 AND 1000),
  remark TEXT NOT NULL CHECK (length(remark) BETWEEN 1 AND 1000),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  country_code TEXT NOT NULL CHECK (NOT country_code GLOB '*[^0-9]*' AND length(country_code) BETWEEN 1 AND 4),
  mobile TEXT NOT NULL CHECK (NOT mobile GLOB '*[^0-9]*' AND length(mobile) BETWEEN 5 AND 20),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  locale TEXT NOT NULL DEFAULT 'en',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Orders a restaurant's POS opened against a booking: the manage screen offers Check Bill when there are any.
CREATE TABLE booking_orders (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid'))
);
CREATE INDEX booking_orders_booking ON booking_orders (booking_id);
