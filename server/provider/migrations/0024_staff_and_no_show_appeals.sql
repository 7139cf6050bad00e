-- Restaurant staff (issue 14): accounts per restaurant with their own sessions, never a diner's; the meal they
-- confirm and the no-show they mark; the diner's appeal of a no-show (spec §4: reviewing → approved or rejected).

CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  restaurant_id INTEGER NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  password_hash TEXT NOT NULL CHECK (length(password_hash) BETWEEN 40 AND 100),
  password_salt TEXT NOT NULL CHECK (length(password_salt) BETWEEN 20 AND 100),
  password_iterations INTEGER NOT NULL CHECK (password_iterations >= 10000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email));

-- Staff sessions: only the SHA-256 of the token is stored; sign-out sets revoked_at.
CREATE TABLE staff_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  staff_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX staff_tokens_staff ON staff_tokens (staff_id);

-- When staff confirmed the meal or marked the no-show, and who.
ALTER TABLE bookings ADD COLUMN settled_at TEXT;
ALTER TABLE bookings ADD COLUMN settled_by INTEGER REFERENCES staff_accounts (id);

-- One appeal per no-show booking, by its diner (the holder of its code).
CREATE TABLE no_show_appeals (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL UNIQUE REFERENCES bookings (id),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  status TEXT NOT NULL DEFAULT 'reviewing' CHECK (status IN ('reviewing', 'approved', 'rejected')),
  decision_reason TEXT CHECK (decision_reason IS NULL OR length(decision_reason) BETWEEN 1 AND 1000),
  decided_by INTEGER REFERENCES staff_accounts (id),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT,
  CHECK (status = 'reviewing' OR decided_at IS NOT NULL),
  CHECK (status <> 'rejected' OR decision_reason IS NOT NULL)
);
