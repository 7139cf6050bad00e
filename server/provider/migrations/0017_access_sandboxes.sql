-- The sandbox bank's OAuth state (local development only, BANK_ADAPTER = "sandbox"). Only hashes of the
-- secrets are stored; times are epoch milliseconds.

-- A diner who signed in at the sandbox bank and has not yet approved or declined: the consent form carries the ticket.
CREATE TABLE sandbox_bank_logins (
  ticket_hash TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  state TEXT NOT NULL,
  program TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Authorization codes issued on approval: single use (used_at), valid for 5 minutes, for one redirect_uri.
CREATE TABLE sandbox_bank_codes (
  code_hash TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  program TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
