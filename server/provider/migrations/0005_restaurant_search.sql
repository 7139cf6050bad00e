-- Text search over a restaurant's name, cuisines, district and landmarks: one row per language the
-- restaurant has texts in, each name falling back to en. The trigram tokenizer matches any substring of
-- three or more characters, so Chinese or Thai, written without spaces, are searchable as well; shorter
-- terms are matched by the query with instr() over the same rows. Triggers keep the rows in sync.

CREATE VIRTUAL TABLE restaurant_search USING fts5(
  restaurant_id UNINDEXED, region_id UNINDEXED, locale UNINDEXED,
  name, cuisines, district, landmarks,
  tokenize = 'trigram remove_diacritics 1'
);

-- rowid = restaurant id * 16 + locale index, so a restaurant's rows are one rowid range.
CREATE VIEW restaurant_search_source AS
SELECT t.restaurant_id * 16 + CASE t.locale
    WHEN 'en' THEN 0 WHEN 'zh' THEN 1 WHEN 'zh-HK' THEN 2 WHEN 'tw' THEN 3 WHEN 'ms' THEN 4 WHEN 'hi' THEN 5 WHEN 'id' THEN 6
    WHEN 'ja' THEN 7 WHEN 'ko' THEN 8 WHEN 'tl' THEN 9 WHEN 'th' THEN 10 WHEN 'vi' THEN 11 ELSE 12 END AS search_rowid,
  t.restaurant_id, r.region_id, t.locale, t.name,
  COALESCE((SELECT group_concat(COALESCE(ct.name, ce.name), ' ') FROM restaurant_cuisines x
    LEFT JOIN cuisine_texts ce ON ce.cuisine_id = x.cuisine_id AND ce.locale = 'en'
    LEFT JOIN cuisine_texts ct ON ct.cuisine_id = x.cuisine_id AND ct.locale = t.locale
    WHERE x.restaurant_id = t.restaurant_id), '') AS cuisines,
  COALESCE(dt.name, de.name, '') AS district,
  COALESCE((SELECT group_concat(COALESCE(lt.name, le.name), ' ') FROM restaurant_landmarks x
    LEFT JOIN landmark_texts le ON le.landmark_id = x.landmark_id AND le.locale = 'en'
    LEFT JOIN landmark_texts lt ON lt.landmark_id = x.landmark_id AND lt.locale = t.locale
    WHERE x.restaurant_id = t.restaurant_id), '') AS landmarks
FROM restaurant_texts t
JOIN restaurants r ON r.id = t.restaurant_id
LEFT JOIN district_texts de ON de.district_id = r.district_id AND de.locale = 'en'
LEFT JOIN district_texts dt ON dt.district_id = r.district_id AND dt.locale = t.locale;

-- Restaurant-level changes refresh that restaurant's rows.
CREATE TRIGGER restaurant_search_texts_insert AFTER INSERT ON restaurant_texts BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN new.restaurant_id * 16 AND new.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = new.restaurant_id;
END;
CREATE TRIGGER restaurant_search_texts_update AFTER UPDATE ON restaurant_texts BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN new.restaurant_id * 16 AND new.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = new.restaurant_id;
END;
CREATE TRIGGER restaurant_search_texts_delete AFTER DELETE ON restaurant_texts BEGIN
  DELETE FROM restaurant_search WHERE rowid = old.restaurant_id * 16 + CASE old.locale
    WHEN 'en' THEN 0 WHEN 'zh' THEN 1 WHEN 'zh-HK' THEN 2 WHEN 'tw' THEN 3 WHEN 'ms' THEN 4 WHEN 'hi' THEN 5 WHEN 'id' THEN 6
    WHEN 'ja' THEN 7 WHEN 'ko' THEN 8 WHEN 'tl' THEN 9 WHEN 'th' THEN 10 WHEN 'vi' THEN 11 ELSE 12 END;
END;
CREATE TRIGGER restaurant_search_place_update AFTER UPDATE OF region_id, district_id ON restaurants BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN new.id * 16 AND new.id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = new.id;
END;
CREATE TRIGGER restaurant_search_cuisine_insert AFTER INSERT ON restaurant_cuisines BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN new.restaurant_id * 16 AND new.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = new.restaurant_id;
END;
CREATE TRIGGER restaurant_search_cuisine_delete AFTER DELETE ON restaurant_cuisines BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN old.restaurant_id * 16 AND old.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = old.restaurant_id;
END;
CREATE TRIGGER restaurant_search_landmark_insert AFTER INSERT ON restaurant_landmarks BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN new.restaurant_id * 16 AND new.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = new.restaurant_id;
END;
CREATE TRIGGER restaurant_search_landmark_delete AFTER DELETE ON restaurant_landmarks BEGIN
  DELETE FROM restaurant_search WHERE rowid BETWEEN old.restaurant_id * 16 AND old.restaurant_id * 16 + 15;
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source WHERE restaurant_id = old.restaurant_id;
END;

-- Renaming a cuisine, district or landmark (rare, operator work) rebuilds the rows of every restaurant it names.
CREATE TRIGGER restaurant_search_cuisine_rename AFTER UPDATE ON cuisine_texts BEGIN
  DELETE FROM restaurant_search WHERE restaurant_id IN (SELECT restaurant_id FROM restaurant_cuisines WHERE cuisine_id = new.cuisine_id);
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source
    WHERE restaurant_id IN (SELECT restaurant_id FROM restaurant_cuisines WHERE cuisine_id = new.cuisine_id);
END;
CREATE TRIGGER restaurant_search_district_rename AFTER UPDATE ON district_texts BEGIN
  DELETE FROM restaurant_search WHERE restaurant_id IN (SELECT id FROM restaurants WHERE district_id = new.district_id);
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source
    WHERE restaurant_id IN (SELECT id FROM restaurants WHERE district_id = new.district_id);
END;
CREATE TRIGGER restaurant_search_landmark_rename AFTER UPDATE ON landmark_texts BEGIN
  DELETE FROM restaurant_search WHERE restaurant_id IN (SELECT restaurant_id FROM restaurant_landmarks WHERE landmark_id = new.landmark_id);
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source
    WHERE restaurant_id IN (SELECT restaurant_id FROM restaurant_landmarks WHERE landmark_id = new.landmark_id);
END;
