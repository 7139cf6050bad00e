-- Members (issue 5): accounts with a phone (verified by a code at sign-up), an e-mail and a unique
-- nickname; levels; member tokens; the code send log; sign-up help requests; the SMS/voice sandbox.

CREATE TABLE levels (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  code TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 1 AND 40),
  rank INTEGER NOT NULL UNIQUE CHECK (rank >= 0),
  min_points INTEGER NOT NULL DEFAULT 0 CHECK (min_points >= 0),
  icon_url TEXT NOT NULL CHECK (length(icon_url) BETWEEN 1 AND 2048)
);

CREATE TABLE level_texts (
  level_id INTEGER NOT NULL REFERENCES levels (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  PRIMARY KEY (level_id, locale)
);

-- A partner program may lift its members to a level (PUT /member/partner_level).
CREATE TABLE program_levels (
  program_slug TEXT PRIMARY KEY REFERENCES programs (slug) ON DELETE CASCADE,
  level_id INTEGER NOT NULL REFERENCES levels (id)
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  country_code TEXT NOT NULL CHECK (NOT country_code GLOB '*[^0-9]*' AND length(country_code) BETWEEN 1 AND 4),
  mobile TEXT NOT NULL CHECK (NOT mobile GLOB '*[^0-9]*' AND length(mobile) BETWEEN 5 AND 20),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
  -- Set when a code sent to the e-mail was used (a reset by e-mail); only then do bookings match by e-mail.
  email_verified_at TEXT,
  nickname TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(nickname) BETWEEN 1 AND 30),
  region_id INTEGER REFERENCES regions (id),
  level_id INTEGER NOT NULL DEFAULT 1 REFERENCES levels (id),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- PBKDF2-SHA256: base64 hash and 16-byte salt, and the iterations it was made with (so a later raise can rehash on login).
  password_hash TEXT NOT NULL CHECK (length(password_hash) BETWEEN 40 AND 100),
  password_salt TEXT NOT NULL CHECK (length(password_salt) BETWEEN 20 AND 100),
  password_iterations INTEGER NOT NULL CHECK (password_iterations >= 10000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Country codes are prefix-free (E.164), so code + mobile names one phone: the sign-in account.
CREATE UNIQUE INDEX members_phone ON members (country_code || mobile);
CREATE UNIQUE INDEX members_email ON members (lower(email));

-- Member tokens: only the SHA-256 of the token is stored; sign-out sets revoked_at.
CREATE TABLE member_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX member_tokens_member ON member_tokens (member_id);

-- One row per code sent: the id the client verifies with names the destination and purpose (the
-- code itself, hashed, and its counters live in the VerificationCodes Durable Object).
CREATE TABLE code_sends (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  destination TEXT NOT NULL CHECK (destination LIKE 'phone:+%' OR destination LIKE 'email:%'),
  purpose TEXT NOT NULL CHECK (purpose IN ('sign_up', 'reset', 'login')),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'voice', 'email')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX code_sends_destination ON code_sends (destination, created_at);

-- "I cant get the code / Get help": the sign-up help request of spec §3.
CREATE TABLE sign_up_helps (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  country_code TEXT NOT NULL CHECK (NOT country_code GLOB '*[^0-9]*' AND length(country_code) BETWEEN 1 AND 4),
  mobile TEXT NOT NULL CHECK (NOT mobile GLOB '*[^0-9]*' AND length(mobile) BETWEEN 5 AND 20),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The sandbox SMS/voice adapter's outbox (SMS_ADAPTER = "sandbox", the local default), shown with the dev
-- outbox; a repeated idempotency key stores one message.
CREATE TABLE sandbox_sms (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  idempotency_key TEXT NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'voice')),
  to_number TEXT NOT NULL CHECK (to_number LIKE '+%' AND length(to_number) BETWEEN 7 AND 25),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 1600),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sandbox_sms_to ON sandbox_sms (to_number, id);

-- The member's bookings (GET /member/books) are found by phone, or by verified e-mail.
CREATE INDEX bookings_phone ON bookings (country_code, mobile);
CREATE INDEX bookings_email ON bookings (lower(email));
