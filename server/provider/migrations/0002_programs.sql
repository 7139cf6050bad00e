-- Programs (one per partner) with their texts, images and the regions they cover.

CREATE TABLE programs (
  slug TEXT PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 64 AND slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9_-]*'),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired')),
  theme TEXT NOT NULL DEFAULT 'default' CHECK (theme IN ('default', 'newtheme')),
  -- D1 caps GLOB patterns at 50 bytes, so the hex check is a negated character class.
  accent_color TEXT NOT NULL CHECK (length(accent_color) = 7 AND substr(accent_color, 1, 1) = '#' AND substr(accent_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'),
  languages TEXT NOT NULL CHECK (json_valid(languages) AND json_type(languages) = 'array' AND json_array_length(languages) >= 1),
  authentication_method TEXT NOT NULL CHECK (authentication_method IN ('open', 'membership', 'access_code', 'card_bin', 'bank', 'mobile_whitelist')),
  where_pop_up TEXT CHECK (where_pop_up IN ('before_authentication', 'on_program_start')),
  is_need_t_and_c_required INTEGER NOT NULL DEFAULT 0 CHECK (is_need_t_and_c_required IN (0, 1)),
  is_need_group_booking INTEGER NOT NULL DEFAULT 0 CHECK (is_need_group_booking IN (0, 1)),
  is_need_hide_avg_price INTEGER NOT NULL DEFAULT 0 CHECK (is_need_hide_avg_price IN (0, 1)),
  analytic_type TEXT CHECK (analytic_type IN ('google_analytics')),
  analytic_code TEXT CHECK (length(analytic_code) BETWEEN 1 AND 32 AND analytic_code NOT GLOB '*[^A-Z0-9-]*'),
  booking_form_url TEXT CHECK (length(booking_form_url) <= 2048),
  frame_ancestors TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(frame_ancestors) AND json_type(frame_ancestors) = 'array'),
  return_origins TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(return_origins) AND json_type(return_origins) = 'array'),
  is_need_bank_card_verify INTEGER NOT NULL DEFAULT 0 CHECK (is_need_bank_card_verify IN (0, 1)),
  base_access_code TEXT CHECK (length(base_access_code) BETWEEN 1 AND 64),
  is_need_dbs_verify INTEGER NOT NULL DEFAULT 0 CHECK (is_need_dbs_verify IN (0, 1)),
  dbs_verify_url TEXT CHECK (dbs_verify_url LIKE 'https://%' OR dbs_verify_url LIKE 'http://%' OR dbs_verify_url LIKE '/%'),
  is_need_mobile_verify INTEGER NOT NULL DEFAULT 0 CHECK (is_need_mobile_verify IN (0, 1)),
  starts_on TEXT CHECK (starts_on IS date(starts_on)),
  ends_on TEXT CHECK (ends_on IS date(ends_on)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (analytic_code IS NULL OR analytic_type IS NOT NULL),
  CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on),
  CHECK (is_need_dbs_verify = 0 OR dbs_verify_url IS NOT NULL)
);

CREATE TABLE program_texts (
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en','zh','zh-HK','tw','ms','hi','id','ja','ko','tl','th','vi','fr')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  t_and_c TEXT NOT NULL DEFAULT '' CHECK (length(t_and_c) <= 50000),
  tc_consent_content TEXT NOT NULL DEFAULT '' CHECK (length(tc_consent_content) <= 2000),
  access_code_desc TEXT NOT NULL DEFAULT '' CHECK (length(access_code_desc) <= 20000),
  seo_title TEXT NOT NULL DEFAULT '' CHECK (length(seo_title) <= 200),
  seo_description TEXT NOT NULL DEFAULT '' CHECK (length(seo_description) <= 500),
  seo_keywords TEXT NOT NULL DEFAULT '' CHECK (length(seo_keywords) <= 500),
  PRIMARY KEY (program_slug, locale)
);

CREATE TABLE program_images (
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  img_url TEXT NOT NULL CHECK (length(img_url) BETWEEN 1 AND 2048),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (program_slug, name)
);

CREATE TABLE program_regions (
  program_slug TEXT NOT NULL REFERENCES programs (slug) ON DELETE CASCADE,
  region_id INTEGER NOT NULL REFERENCES regions (id),
  handle TEXT CHECK (length(handle) BETWEEN 1 AND 64 AND handle NOT GLOB '*[^A-Za-z0-9_-]*'),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (program_slug, region_id)
);
CREATE INDEX program_regions_by_position ON program_regions (program_slug, position);
CREATE INDEX program_regions_by_handle ON program_regions (program_slug, handle);
