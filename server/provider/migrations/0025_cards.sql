-- Saved cards (spec §2 card management, §3 Bank card record): a gateway token with what may be shown of the card.
-- No card number is ever stored: the number stays with the gateway (its hosted page), the token stands for it.
CREATE TABLE member_cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- The program the card was added in (the source of the add call).
  program TEXT NOT NULL,
  -- A card added in a card-verified program is usable only there (spec §1); NULL: usable in every program.
  only_program TEXT,
  -- The partner's handle the add call named (spec §3 Bank card record), if any.
  handle TEXT,
  gateway_token TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  expiry_month INTEGER NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  -- One card per hosted session: adding the same session again answers the card saved the first time.
  gateway_session_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX member_cards_member ON member_cards (member_id);
CREATE UNIQUE INDEX member_cards_one_default ON member_cards (member_id) WHERE is_default = 1;

-- A hosted card session the provider opened for a member: the order and 3-D Secure transaction it authenticates.
CREATE TABLE card_sessions (
  session_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  program TEXT NOT NULL,
  order_id TEXT NOT NULL UNIQUE,
  authentication_transaction_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX card_sessions_expiry ON card_sessions (expires_at);

-- The sandbox payment gateway's state (PAYMENT_GATEWAY_ADAPTER = "sandbox", local development only). Like the real
-- gateway's, it keeps a card as brand, masked number (first 8 and last 4) and expiry, and the security code's check
-- result: never the whole number, never the code.
CREATE TABLE sandbox_gateway_sessions (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  order_id TEXT,
  amount_minor INTEGER,
  currency TEXT,
  card_brand TEXT,
  card_masked TEXT,
  expiry_month INTEGER,
  expiry_year INTEGER,
  security_code_result TEXT
);

CREATE TABLE sandbox_gateway_tokens (
  token TEXT PRIMARY KEY,
  card_brand TEXT NOT NULL,
  card_masked TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE sandbox_gateway_transactions (
  order_id TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  operation TEXT NOT NULL,
  result TEXT NOT NULL,
  gateway_code TEXT NOT NULL,
  authentication_status TEXT,
  security_code TEXT,
  amount_minor INTEGER,
  currency TEXT,
  session_id TEXT,
  token TEXT,
  target_transaction_id TEXT,
  -- The page AUTHENTICATE_PAYER sends the payer back to after the challenge.
  redirect_response_url TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, transaction_id)
);
