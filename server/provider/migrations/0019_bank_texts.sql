-- Spec §7 bank info: what the partner bank tells diners before its login (rich text) and after a failed one.
ALTER TABLE program_texts ADD COLUMN bank_desc TEXT NOT NULL DEFAULT '' CHECK (length(bank_desc) <= 20000);
ALTER TABLE program_texts ADD COLUMN bank_error_msg TEXT NOT NULL DEFAULT '' CHECK (length(bank_error_msg) <= 2000);
