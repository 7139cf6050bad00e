-- Points (issue 13): an append-only ledger; a member's balance is the sum of their entries. Each entry is
-- unique per member, reason and reference, so a retried grant of points never adds a second entry.
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  delta INTEGER NOT NULL CHECK (delta <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('opening_balance', 'invite_given', 'invite_joined', 'booking_completed', 'review', 'voucher', 'expiry')),
  ref TEXT NOT NULL DEFAULT '' CHECK (length(ref) <= 64),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (member_id, reason, ref)
);
CREATE INDEX point_entries_member ON point_entries (member_id, created_at);

-- The balances members.points held until now open each ledger; members.points is no longer read or written.
INSERT INTO point_entries (member_id, delta, reason) SELECT id, points, 'opening_balance' FROM members WHERE points > 0;

-- Each member's invite code (spec §1, §5): a friend who signs up with it gives both 10 points.
ALTER TABLE members ADD COLUMN invite_code TEXT CHECK (invite_code IS NULL OR (length(invite_code) BETWEEN 6 AND 16 AND NOT invite_code GLOB '*[^0-9A-Z]*'));
CREATE UNIQUE INDEX members_invite_code ON members (invite_code);
UPDATE members SET invite_code = upper(hex(randomblob(5))) WHERE invite_code IS NULL;
