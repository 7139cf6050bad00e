-- Check Bill pays (issue 14): a bill is paid through the payment gateway, with a saved card of the member or a new
-- card typed in the gateway's hosted page. The order keeps when it was paid, with what card (brand and last four
-- digits, never the number), under which gateway order and request key; pay_token marks the request whose batch
-- paid it, so the batch's later statements (receipt e-mail) act only for that request.
ALTER TABLE booking_orders ADD COLUMN paid_at TEXT;
ALTER TABLE booking_orders ADD COLUMN card_brand TEXT;
ALTER TABLE booking_orders ADD COLUMN card_last4 TEXT CHECK (card_last4 IS NULL OR length(card_last4) = 4);
ALTER TABLE booking_orders ADD COLUMN gateway_order_id TEXT;
ALTER TABLE booking_orders ADD COLUMN pay_key TEXT CHECK (pay_key IS NULL OR length(pay_key) BETWEEN 8 AND 255);
ALTER TABLE booking_orders ADD COLUMN pay_token TEXT;

-- The hosted card sessions opened to pay a bill: a session pays only the bill it was opened for.
CREATE TABLE bill_card_sessions (
  session_id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES booking_orders (id),
  expires_at INTEGER NOT NULL
);

-- The receipt e-mail of a paid bill: the outbox takes a fifth kind. SQLite cannot change a CHECK in place, so the
-- table is rebuilt as it stands, with its rows, index and constraints (as 0026 did).
PRAGMA defer_foreign_keys = true;
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('booking_confirmed', 'booking_updated', 'booking_cancelled', 'booking_no_show', 'bill_paid')),
  sequence INTEGER NOT NULL CHECK (sequence >= 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  sent_at TEXT,
  last_error TEXT CHECK (length(last_error) <= 2000),
  mail_json TEXT CHECK (mail_json IS NULL OR json_valid(mail_json)),
  UNIQUE (booking_id, sequence)
);
INSERT INTO outbox_new (id, booking_id, kind, sequence, status, attempts, created_at, claimed_at, sent_at, last_error, mail_json)
  SELECT id, booking_id, kind, sequence, status, attempts, created_at, claimed_at, sent_at, last_error, mail_json FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_unsent ON outbox (status, created_at) WHERE status IN ('pending', 'sending');
