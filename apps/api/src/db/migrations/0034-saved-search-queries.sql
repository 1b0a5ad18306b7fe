-- Many people save the same search ('fiets' near 3500): a new ad's candidates are picked among the distinct
-- queries of the searches that are on, each once with its match columns (modules/saved-searches/
-- match-candidates.ts, docs/decisions/0052-saved-searches-matched-per-query.md), and only the queries
-- the ad is in are then looked up by their searches. Kept by a trigger on saved_searches, in the writing
-- transaction: `searches` counts the searches that are on and hold the query, and a query none holds is
-- deleted. A search's query never changes once saved.
CREATE TABLE saved_search_queries (
  query text PRIMARY KEY,
  term text,
  category_id integer,
  price_min_cents bigint,
  price_max_cents bigint,
  centre_lat double precision,
  centre_lng double precision,
  radius_km integer,
  searches integer NOT NULL CHECK (searches > 0)
);

-- Candidates by term and category, or by category for queries without words, read from the index alone.
CREATE INDEX saved_search_queries_term_idx ON saved_search_queries (term, category_id)
  INCLUDE (price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, query);
CREATE INDEX saved_search_queries_category_idx ON saved_search_queries (category_id)
  INCLUDE (price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, query)
  WHERE term IS NULL;
-- The searches that are on of the queries an ad is in.
CREATE INDEX saved_searches_query_idx ON saved_searches (query) INCLUDE (id, user_id) WHERE frequency <> 'off';
DROP INDEX saved_searches_term_idx;
DROP INDEX saved_searches_category_idx;

CREATE FUNCTION kraam_count_saved_search_query() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  held integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.frequency <> 'off') = (NEW.frequency <> 'off') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.frequency <> 'off' THEN
    -- Locked first: a concurrent change of the same query waits here and then reads the count it left.
    SELECT searches INTO held FROM saved_search_queries WHERE query = OLD.query FOR UPDATE;
    IF held = 1 THEN
      DELETE FROM saved_search_queries WHERE query = OLD.query;
    ELSIF held > 1 THEN
      UPDATE saved_search_queries SET searches = searches - 1 WHERE query = OLD.query;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.frequency <> 'off' THEN
    INSERT INTO saved_search_queries AS q
      (query, term, category_id, price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, searches)
    VALUES (NEW.query, NEW.term, NEW.category_id, NEW.price_min_cents, NEW.price_max_cents, NEW.centre_lat,
      NEW.centre_lng, NEW.radius_km, 1)
    ON CONFLICT (query) DO UPDATE SET searches = q.searches + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER saved_searches_count_query
  AFTER INSERT OR DELETE OR UPDATE OF frequency ON saved_searches
  FOR EACH ROW EXECUTE FUNCTION kraam_count_saved_search_query();

INSERT INTO saved_search_queries
  (query, term, category_id, price_min_cents, price_max_cents, centre_lat, centre_lng, radius_km, searches)
SELECT DISTINCT ON (query) query, term, category_id, price_min_cents, price_max_cents, centre_lat, centre_lng,
  radius_km, count(*) OVER (PARTITION BY query)
FROM saved_searches
WHERE frequency <> 'off'
ORDER BY query, id;
