-- Money on bookings (issue 14): a restaurant's card policy, each booking's payment (the state machine of
-- src/domain/payment-state.ts) and the log of every gateway operation made for it.

-- A card guarantee (held on the diner's card) or a prepayment, per guest, in the restaurant's currency.
CREATE TABLE payment_policies (
  restaurant_id INTEGER PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('guarantee', 'prepay')),
  amount_per_guest_minor INTEGER NOT NULL CHECK (amount_per_guest_minor > 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3)
);

-- A booking's payment, changed only by a transition of the state machine: each write names the version it read.
CREATE TABLE booking_payments (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings (id),
  -- The gateway's order for this booking; its transactions are named per step (hold-1, capture-meal, …).
  order_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('guarantee', 'prepay')),
  state TEXT NOT NULL CHECK (state IN ('scheduled', 'held', 'captured', 'released', 'refund_processing', 'refunded', 'failed')),
  -- The card it is held on or paid with; the token is kept so a scheduled hold can be placed later.
  card_id INTEGER REFERENCES member_cards (id) ON DELETE SET NULL,
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL CHECK (length(card_last4) = 4),
  gateway_token TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  held_minor INTEGER NOT NULL DEFAULT 0 CHECK (held_minor >= 0),
  captured_minor INTEGER NOT NULL DEFAULT 0 CHECK (captured_minor >= 0),
  released_minor INTEGER NOT NULL DEFAULT 0 CHECK (released_minor >= 0),
  refunded_minor INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  refunding_minor INTEGER NOT NULL DEFAULT 0 CHECK (refunding_minor >= 0),
  -- When the cron places a scheduled hold (the booking is further ahead than an authorization lasts).
  hold_due_at TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (held_minor + captured_minor <= amount_minor),
  CHECK (refunded_minor + refunding_minor <= captured_minor)
);
CREATE INDEX booking_payments_due ON booking_payments (hold_due_at) WHERE state = 'scheduled';

-- Every gateway operation, keyed as the gateway keys it (order id + transaction id): a retried or replayed step is
-- the same row and the same gateway transaction, so it never charges twice. pending: asked, answer not yet written
-- (the reconciler settles it with RETRIEVE_TRANSACTION).
CREATE TABLE payment_operations (
  order_id TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  -- NULL while the booking it is for is not written yet (the hold is authorized before the booking's batch).
  booking_id INTEGER REFERENCES bookings (id),
  operation TEXT NOT NULL CHECK (operation IN ('VERIFY', 'AUTHORIZE', 'CAPTURE', 'VOID', 'REFUND')),
  -- Why: hold, prepay, meal, fee, release, refund, fee_refund, orphan_release.
  purpose TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  currency TEXT NOT NULL,
  -- The transaction a VOID releases.
  target_transaction_id TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  gateway_code TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  answered_at TEXT,
  -- Refunds: when the bank settles it at the latest (2 business days), and when it did.
  settles_by TEXT,
  settled_at TEXT,
  PRIMARY KEY (order_id, transaction_id)
);
CREATE INDEX payment_operations_pending ON payment_operations (created_at) WHERE status = 'pending';
CREATE INDEX payment_operations_refunds ON payment_operations (settles_by) WHERE operation = 'REFUND' AND status = 'succeeded' AND settled_at IS NULL;
CREATE INDEX payment_operations_booking ON payment_operations (booking_id);
