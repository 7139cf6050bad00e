-- Issue 13, second part: vouchers redeemed at a venue (spec §7 POST /public/restaurants/{id}/redeems) and several
-- per booking, up to the program's number; points for completed bookings and their expiry; the invite
-- leaderboard of an event program; the congratulation when the ledger lifts a level; a level's benefits.

-- A redemption belongs to a booking, or was made at a venue (a deal's, when the redeem names one). Rebuilt so
-- booking_id may be empty and a booking may hold several vouchers (one redemption of each).
PRAGMA defer_foreign_keys = true;
CREATE TABLE voucher_redemptions_new (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  booking_id INTEGER REFERENCES bookings (id),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id),
  deal_id INTEGER REFERENCES deals (id),
  -- A venue redeem's idempotency key: a retried redeem finds its first redemption.
  request_key TEXT UNIQUE CHECK (request_key IS NULL OR length(request_key) BETWEEN 8 AND 200),
  redeemed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  returned_at TEXT,
  CHECK ((booking_id IS NULL) <> (request_key IS NULL))
);
INSERT INTO voucher_redemptions_new (id, voucher_id, booking_id, restaurant_id, redeemed_at, returned_at)
  SELECT id, voucher_id, booking_id, restaurant_id, redeemed_at, returned_at FROM voucher_redemptions;
DROP TABLE voucher_redemptions;
ALTER TABLE voucher_redemptions_new RENAME TO voucher_redemptions;
CREATE INDEX voucher_redemptions_voucher ON voucher_redemptions (voucher_id);
-- A voucher is redeemed once per booking.
CREATE UNIQUE INDEX voucher_redemptions_booking ON voucher_redemptions (booking_id, voucher_id) WHERE booking_id IS NOT NULL;

-- An offer may be for one deal (redeemed at that deal's restaurant); without one it serves every venue of its program.
ALTER TABLE voucher_offers ADD COLUMN deal_id INTEGER REFERENCES deals (id) ON DELETE CASCADE;

-- How many vouchers one booking may redeem (spec §1: configured per program, never shown).
ALTER TABLE programs ADD COLUMN max_vouchers_per_booking INTEGER NOT NULL DEFAULT 1 CHECK (max_vouchers_per_booking BETWEEN 1 AND 10);
-- An event program shows a leaderboard of the invites its members gave between its starts_on and ends_on.
ALTER TABLE programs ADD COLUMN invite_leaderboard INTEGER NOT NULL DEFAULT 0 CHECK (invite_leaderboard IN (0, 1));

-- The loyalty scheme's rules (one row): points are the member's across programs, as levels are.
-- booking_points: earned when a booking is completed; points_expire_days: points not spent within this many
-- days of being earned expire, oldest first (NULL: they never do).
CREATE TABLE loyalty_rules (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  booking_points INTEGER NOT NULL DEFAULT 0 CHECK (booking_points BETWEEN 0 AND 100000),
  points_expire_days INTEGER CHECK (points_expire_days IS NULL OR points_expire_days BETWEEN 1 AND 3650),
  -- A confirmed booking counts as completed this long after its reserved time (unless the restaurant said otherwise).
  complete_after_minutes INTEGER NOT NULL DEFAULT 180 CHECK (complete_after_minutes BETWEEN 0 AND 10080)
);
INSERT INTO loyalty_rules (id) VALUES (1);

-- The level the member was last congratulated on (the upgrade dialog shows once per level reached).
ALTER TABLE members ADD COLUMN level_announced_id INTEGER REFERENCES levels (id);
UPDATE members SET level_announced_id = level_id;

-- What a level gives its members (spec §3 booking benefits: loyalty_program_benefits), in each language.
CREATE TABLE level_benefits (
  id INTEGER PRIMARY KEY,
  level_id INTEGER NOT NULL REFERENCES levels (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE level_benefit_texts (
  benefit_id INTEGER NOT NULL REFERENCES level_benefits (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  PRIMARY KEY (benefit_id, locale)
);
-- The member's level when the booking was made: its benefits are the booking's.
ALTER TABLE bookings ADD COLUMN member_level_id INTEGER REFERENCES levels (id);
