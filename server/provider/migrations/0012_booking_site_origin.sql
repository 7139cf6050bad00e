-- The booking site (app origin) a booking was made on: a white-label app runs on several partner domains,
-- and the manage links in answers and e-mails go back to the one the diner used. NULL: the provider's default.
ALTER TABLE bookings ADD COLUMN site_origin TEXT CHECK (site_origin GLOB 'http*://*' AND length(site_origin) <= 200);
