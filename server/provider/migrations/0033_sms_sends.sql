-- Each text or call sent, by its idempotency key, claimed before the SMS API is asked: the API takes no key, so a
-- retry of the same send texts at most once (sendSmsOnce). 'not_sent': the API said it took nothing, a retry may
-- send; 'unknown': its answer was lost, the message may be on its way, and the key never sends again.
CREATE TABLE sms_sends (
  idempotency_key TEXT PRIMARY KEY CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'not_sent', 'unknown')),
  attempts INTEGER NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
