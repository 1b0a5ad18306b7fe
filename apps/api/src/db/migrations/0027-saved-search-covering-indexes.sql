-- A new ad's candidates (modules/saved-searches/match-candidates.ts) are read from the indexes alone: both
-- carry every column the candidate query tests or returns, so the thousands of searches one term brings are
-- not each fetched from the table's pages (decision 0039). The widest query the search takes is stored in
-- about 2,000 bytes, within the 2,704 a b-tree row holds (saved-searches.test.ts saves it).
DROP INDEX saved_searches_term_idx;
CREATE INDEX saved_searches_term_idx ON saved_searches (term)
  INCLUDE (category_id, user_id, price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, id, query)
  WHERE frequency <> 'off';
DROP INDEX saved_searches_category_idx;
CREATE INDEX saved_searches_category_idx ON saved_searches (category_id)
  INCLUDE (user_id, price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, id, query)
  WHERE term IS NULL AND frequency <> 'off';
