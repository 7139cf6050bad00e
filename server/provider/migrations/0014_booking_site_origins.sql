-- The origins a program's booking site may run on (a white-label app on partner domains), as a JSON array.
-- A booking's manage links go back to the site the diner used only when it is the provider's default
-- (BOOKING_SITE_ORIGIN) or one of these: nobody can put their own link in a genuine confirmation e-mail.
ALTER TABLE programs ADD COLUMN booking_site_origins TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(booking_site_origins) AND json_type(booking_site_origins) = 'array');
