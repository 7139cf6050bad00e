-- Booking changes read their outcome from their own results (issue 10). The first statement of a create,
-- modify or cancel batch is the guarded one and stamps the booking with the request's random change token;
-- every later statement of the batch (seats, outbox, idempotency key) acts only where that token is found,
-- so a request that lost a race or read a stale booking writes nothing, and no error text is parsed.
ALTER TABLE bookings ADD COLUMN change_token TEXT CHECK (length(change_token) BETWEEN 16 AND 64);
CREATE UNIQUE INDEX bookings_change_token ON bookings (change_token) WHERE change_token IS NOT NULL;

-- What each outbox row's e-mail must say: the booking as it was when the change was made, written in the
-- same batch (db/mail-snapshot.ts), so a modify or cancel made before the relay cannot rewrite an earlier
-- e-mail. A structured record, rendered by the relay in the booking's language.
ALTER TABLE outbox ADD COLUMN mail_json TEXT CHECK (mail_json IS NULL OR json_valid(mail_json));

-- Rows written before snapshots existed: the booking as it is now is the best record there is.
UPDATE outbox SET mail_json = (
  SELECT json_object(
    'booking_id', b.id, 'reservation_code', b.reservation_code, 'program', b.program, 'locale', b.locale,
    'first_name', b.first_name, 'last_name', b.last_name, 'email', b.email, 'party_size', b.party_size,
    'special_requests', b.special_requests, 'reservation_at', b.reservation_at, 'time_zone', coalesce(b.time_zone, r.time_zone),
    'restaurant_name', coalesce(lt.name, en.name, ''), 'restaurant_address', coalesce(lt.address, en.address, ''), 'site_origin', b.site_origin)
  FROM bookings b JOIN restaurants r ON r.id = b.restaurant_id
  LEFT JOIN restaurant_texts lt ON lt.restaurant_id = b.restaurant_id AND lt.locale = b.locale
  LEFT JOIN restaurant_texts en ON en.restaurant_id = b.restaurant_id AND en.locale = 'en'
  WHERE b.id = outbox.booking_id)
WHERE mail_json IS NULL;

-- Idempotency keys are kept 24 h; the cron purges older ones (jobs/purge-idempotency-keys.ts) by age.
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
