-- A restaurant's new text adds its own language's search row. It used to rebuild every row of the restaurant,
-- and a restaurant's 13 texts arrive one row at a time: 91 row writes where 13 do (a search row reads only its own
-- language's text; cuisines and landmarks fall back to en through their own tables). The rows are the same.
DROP TRIGGER restaurant_search_texts_insert;
CREATE TRIGGER restaurant_search_texts_insert AFTER INSERT ON restaurant_texts BEGIN
  DELETE FROM restaurant_search WHERE rowid IN (
    SELECT search_rowid FROM restaurant_search_source WHERE restaurant_id = new.restaurant_id AND locale = new.locale);
  INSERT INTO restaurant_search (rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks)
    SELECT search_rowid, restaurant_id, region_id, locale, name, cuisines, district, landmarks FROM restaurant_search_source
    WHERE restaurant_id = new.restaurant_id AND locale = new.locale;
END;
