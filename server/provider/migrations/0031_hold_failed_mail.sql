-- The e-mail that tells a diner the scheduled card hold of their booking was declined (the cron placed it and the
-- card was refused): the outbox takes a sixth kind. SQLite cannot change a CHECK in place, so the table is rebuilt
-- as it stands, with its rows, index and constraints (as 0026 and 0029 did).
PRAGMA defer_foreign_keys = true;
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('booking_confirmed', 'booking_updated', 'booking_cancelled', 'booking_no_show', 'bill_paid', 'payment_hold_failed')),
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
