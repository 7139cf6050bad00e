-- Issue 13, points jobs: the completion job reads confirmed bookings by reserved time, and the invite leaderboard
-- reads invites by when they were given; both stay index lookups however many rows there are.
CREATE INDEX bookings_status_time ON bookings (status, reservation_at);
CREATE INDEX point_entries_reason_time ON point_entries (reason, created_at);
