-- Program access (issue 12): the grants the provider issues when a diner passes a program's access check,
-- the access codes ops set per program, and the mobile whitelists.

-- Partner logins (UnionPay token, Amex code) are authentication methods of their own. The programs table's
-- CHECK on authentication_method cannot be widened in place (SQLite would need a rebuild, and dropping the
-- old table cascades into every program's rows), so a partner program names its login here and the config
-- presents it as the authentication method.
ALTER TABLE programs ADD COLUMN partner_login TEXT CHECK (partner_login IN ('unionpay', 'amex'));
-- Spec §5: an access code input with a maximum length takes exactly that many digits.
ALTER TABLE programs ADD COLUMN access_code_length INTEGER CHECK (access_code_length BETWEEN 4 AND 16);

-- A diner's access to one program. Only the token's SHA-256 is stored; the edge keeps the token in the
-- diner's HttpOnly program session. Evidence is what a partner may see (a BIN and product, a masked mobile),
-- never a card number, a code or a full phone number.
CREATE TABLE access_grants (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN ('access_code', 'card_bin', 'bank', 'unionpay', 'amex', 'mobile_whitelist')),
  evidence TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(evidence) AND length(evidence) <= 400),
  granted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL CHECK (expires_at > granted_at),
  -- Set when a later verification in the same session replaced it (the latest verification wins).
  revoked_at TEXT
);
CREATE INDEX access_grants_program ON access_grants (program_slug, granted_at);

-- Access codes and passwords, hashed with the program (sha256(program || ':' || code)). A code with
-- max_redemptions 1 is single-use; NULL means program-wide without a limit.
CREATE TABLE access_codes (
  id INTEGER PRIMARY KEY,
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('code', 'password')),
  code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
  max_redemptions INTEGER CHECK (max_redemptions > 0),
  redemptions INTEGER NOT NULL DEFAULT 0 CHECK (redemptions >= 0 AND (max_redemptions IS NULL OR redemptions <= max_redemptions)),
  expires_at TEXT,
  UNIQUE (program_slug, code_hash)
);

-- The mobiles a partner lists for its program (spec §7 whitelists/{mobile}).
CREATE TABLE program_whitelist (
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  country_code TEXT NOT NULL CHECK (NOT country_code GLOB '*[^0-9]*' AND length(country_code) BETWEEN 1 AND 4),
  mobile TEXT NOT NULL CHECK (NOT mobile GLOB '*[^0-9]*' AND length(mobile) BETWEEN 5 AND 20),
  PRIMARY KEY (program_slug, country_code, mobile)
);
