-- What the deal page and the banners need beyond 0004: a deal's price, validity and terms, and banner titles.

ALTER TABLE deals ADD COLUMN price INTEGER CHECK (price >= 0);
-- A price always comes with its currency.
ALTER TABLE deals ADD COLUMN currency TEXT CHECK ((currency IS NULL) = (price IS NULL) AND (currency IS NULL OR (length(currency) = 3 AND currency = upper(currency))));
ALTER TABLE deals ADD COLUMN starts_on TEXT CHECK (starts_on IS date(starts_on));
ALTER TABLE deals ADD COLUMN ends_on TEXT CHECK (ends_on IS date(ends_on));
ALTER TABLE deal_texts ADD COLUMN terms TEXT NOT NULL DEFAULT '' CHECK (length(terms) <= 5000);

CREATE TABLE ad_placement_texts (
  ad_placement_id INTEGER NOT NULL REFERENCES ad_placements (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  PRIMARY KEY (ad_placement_id, locale)
);
