-- Vouchers a member claims (spec §2 claim, §4 claim states): an offer shown to diners, priced in points.
ALTER TABLE voucher_offers ADD COLUMN visible_consumer INTEGER NOT NULL DEFAULT 0 CHECK (visible_consumer IN (0, 1));
ALTER TABLE voucher_offers ADD COLUMN points_price INTEGER NOT NULL DEFAULT 0 CHECK (points_price >= 0);
