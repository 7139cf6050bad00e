-- Which batch last moved a booking's payment (a random token each time). A statement that must follow only its own
-- batch's transition checks this token; checking "version = read version + 1" also matched a concurrent writer's move
-- (the cron settling a refund while the reconciler wrote a lost refund's answer: the answer was marked written, its
-- money never counted).
ALTER TABLE booking_payments ADD COLUMN moved_by TEXT;
