-- Vouchers (issue 13): offers a program makes, the vouchers the provider issues from them to one holder,
-- and each redemption. Invariant: redeems_left + open redemptions = redeems_total, per voucher.

CREATE TABLE voucher_offers (
  id INTEGER PRIMARY KEY,
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  price_type TEXT NOT NULL CHECK (price_type IN ('percentage', 'fixed', 'none')),
  -- A percentage (1–100) or an amount in the currency's minor unit.
  price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0 AND (price_type <> 'percentage' OR price <= 100)),
  currency TEXT CHECK (currency IS NULL OR length(currency) = 3),
  redeems_per_voucher INTEGER NOT NULL DEFAULT 1 CHECK (redeems_per_voucher BETWEEN 1 AND 100),
  -- Issued once to every newly verified diner of the program (verify_and_auto_assign).
  welcome INTEGER NOT NULL DEFAULT 0 CHECK (welcome IN (0, 1)),
  -- A cancelled booking gives its redemption back.
  returns_on_cancel INTEGER NOT NULL DEFAULT 1 CHECK (returns_on_cancel IN (0, 1)),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX voucher_offers_program ON voucher_offers (program_slug);

CREATE TABLE voucher_offer_texts (
  offer_id INTEGER NOT NULL REFERENCES voucher_offers (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  terms TEXT NOT NULL DEFAULT '' CHECK (length(terms) <= 5000),
  PRIMARY KEY (offer_id, locale)
);

-- One voucher, to one holder: 'member:<id>', or what a verification proved ('mobile:<country code><mobile>').
-- Codes are random and unguessable; a holder gets one voucher of an offer.
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 12 AND 32),
  offer_id INTEGER NOT NULL REFERENCES voucher_offers (id) ON DELETE CASCADE,
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  holder TEXT NOT NULL CHECK (length(holder) BETWEEN 3 AND 100),
  redeems_total INTEGER NOT NULL CHECK (redeems_total > 0),
  redeems_left INTEGER NOT NULL CHECK (redeems_left >= 0 AND redeems_left <= redeems_total),
  issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (offer_id, holder)
);
CREATE INDEX vouchers_holder ON vouchers (program_slug, holder);

CREATE TABLE voucher_redemptions (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id),
  redeemed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Set when the booking was cancelled and the offer gives redemptions back.
  returned_at TEXT
);
CREATE INDEX voucher_redemptions_voucher ON voucher_redemptions (voucher_id);
-- One voucher per booking.
CREATE UNIQUE INDEX voucher_redemptions_booking ON voucher_redemptions (booking_id);

-- What a grant proves about its holder, when it names one (a listed mobile, a partner's member): vouchers
-- issued on verification are that holder's, whatever grant they later come with.
ALTER TABLE access_grants ADD COLUMN holder TEXT CHECK (holder IS NULL OR length(holder) BETWEEN 3 AND 100);
