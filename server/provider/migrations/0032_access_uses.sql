-- The uses that program access depends on after its grants are gone (the cron deletes grants a day after they end).
-- A card issuer's link vouches for a BIN once: its id is kept until the link would have expired.
CREATE TABLE card_link_uses (
  link_id TEXT PRIMARY KEY CHECK (length(link_id) BETWEEN 16 AND 128),
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX card_link_uses_expiry ON card_link_uses (expires_at);

-- A partner login code opens booking for a fixed time from its first use (an Amex code: 30 minutes), whatever
-- becomes of the grants it gave: the code (by digest, never in full) and the end of its time are kept here.
CREATE TABLE partner_code_uses (
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  code_ref TEXT NOT NULL CHECK (length(code_ref) BETWEEN 16 AND 64),
  first_used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  access_ends_at TEXT NOT NULL CHECK (access_ends_at > first_used_at),
  PRIMARY KEY (program_slug, code_ref)
);
-- Codes used before this table existed keep the time their first grant gave them.
INSERT OR IGNORE INTO partner_code_uses (program_slug, code_ref, first_used_at, access_ends_at)
  SELECT program_slug, json_extract(evidence, '$.login'), min(granted_at), min(expires_at)
  FROM access_grants WHERE method = 'amex' AND json_extract(evidence, '$.login') IS NOT NULL
  GROUP BY program_slug, json_extract(evidence, '$.login');

CREATE INDEX access_grants_expiry ON access_grants (expires_at);
