-- A new ad's word searches are found by term and category together (match-candidates.ts): searches with
-- words in a category the ad is not in were read from the index and dropped one by one, 4,300 of 9,540
-- for a typical ad of the matching bench (bench/RESULTS.md); with the category in the key the index skips
-- them. The included columns stay those the candidate query tests or returns (0027).
DROP INDEX saved_searches_term_idx;
CREATE INDEX saved_searches_term_idx ON saved_searches (term, category_id)
  INCLUDE (user_id, price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, id, query)
  WHERE frequency <> 'off';
