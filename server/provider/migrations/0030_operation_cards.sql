-- The card an authorization was asked on (a bill's attempt): its receipt names that card, even when the attempt
-- is finished by a retry with another card or by the reconciler, which do not know the card otherwise.
ALTER TABLE payment_operations ADD COLUMN card_brand TEXT;
ALTER TABLE payment_operations ADD COLUMN card_last4 TEXT;
