-- The outbox's mail kinds as a lookup table: until now each kind was a value of a CHECK on outbox.kind, and SQLite
-- cannot change a CHECK in place, so every new kind rebuilt the outbox (0026, 0029, 0031). From here the outbox's
-- kind REFERENCES mail_kinds (kind), and the table is rebuilt this one last time.
--
-- Convention: a new mail kind is one row, in a migration of its own:
--   INSERT INTO mail_kinds (kind) VALUES ('the_new_kind');
-- never another rebuild of the outbox. A kind is not deleted while an outbox row names it (the foreign key refuses).
CREATE TABLE mail_kinds (
  kind TEXT PRIMARY KEY CHECK (length(kind) BETWEEN 1 AND 64)
) WITHOUT ROWID;
INSERT INTO mail_kinds (kind) VALUES
  ('booking_confirmed'),
  ('booking_updated'),
  ('booking_cancelled'),
  ('booking_no_show'),
  ('bill_paid'),
  ('payment_hold_failed');

-- The outbox as 0031 left it (0009's table, 0013's mail_json, 0031's kinds), with its rows, its UNIQUE (booking_id,
-- sequence) and its partial index outbox_unsent; it has no trigger and no table references it. Only kind changes:
-- a foreign key to mail_kinds instead of the CHECK list.
PRAGMA defer_foreign_keys = true;
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL REFERENCES mail_kinds (kind),
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
