-- Staff open a bill (issue 14): an order of the booking in the restaurant's currency, opened once per request key
-- (a retried request answers the bill it opened), and who opened it when. Orders from before keep NULLs.
ALTER TABLE booking_orders ADD COLUMN idempotency_key TEXT CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 8 AND 255);
ALTER TABLE booking_orders ADD COLUMN opened_by INTEGER REFERENCES staff_accounts (id);
ALTER TABLE booking_orders ADD COLUMN created_at TEXT;
CREATE UNIQUE INDEX booking_orders_key ON booking_orders (booking_id, idempotency_key);
