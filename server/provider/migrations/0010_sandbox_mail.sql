-- The sandbox mail adapter's mailbox (MAIL_ADAPTER = "sandbox", the local default): every message the
-- outbox relay "sent", shown at the dev outbox page. The idempotency key (outbox-<id>) is UNIQUE and
-- written with INSERT OR IGNORE, so a relay that sends the same outbox row twice stores one message.
CREATE TABLE sandbox_mail (
  id INTEGER PRIMARY KEY CHECK (id > 0),
  idempotency_key TEXT NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 255),
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- [{"filename","content_type","content"(base64)}]
  attachments_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments_json)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sandbox_mail_to ON sandbox_mail (to_address, id);
