-- Policies are data, not prose: the app words them in the diner's language from these fields
-- (cancellation deadline and no-show fee already live in booking_conditions).

ALTER TABLE booking_conditions ADD COLUMN table_hold_minutes INTEGER NOT NULL DEFAULT 15 CHECK (table_hold_minutes BETWEEN 0 AND 240);
ALTER TABLE restaurants ADD COLUMN children_min_age INTEGER NOT NULL DEFAULT 0 CHECK (children_min_age BETWEEN 0 AND 21);
ALTER TABLE restaurants ADD COLUMN high_chairs INTEGER NOT NULL DEFAULT 0 CHECK (high_chairs IN (0, 1));

ALTER TABLE restaurant_texts DROP COLUMN cancellation_policy;
ALTER TABLE restaurant_texts DROP COLUMN kids_policy;

-- The demo seed wrote the table hold as an English/Chinese restriction text; it now comes from table_hold_minutes.
DELETE FROM booking_restrictions WHERE id IN (
  SELECT restriction_id FROM booking_restriction_texts WHERE locale = 'en' AND explanation LIKE '%Tables are held for%'
);
