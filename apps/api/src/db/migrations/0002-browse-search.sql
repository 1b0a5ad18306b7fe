-- Browse and search (issue 5): the text query builder, distance, price sort keys and the trending score.

-- A prefix tsquery for the (accent-free, lower-case, [a-z0-9]) words of a search. Each word matches its
-- Dutch stem, its English stem and the Dutch stem of its Dutch stem, all as prefixes: the Dutch stemmer
-- maps 'fiets' to 'fiet' but 'fietsen' to 'fiets', so stemming twice lets each find the other, and the
-- prefix lets a half-typed word match. Stop words (no stem) drop out; all words must match.
CREATE OR REPLACE FUNCTION kraam_prefix_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT to_tsquery('pg_catalog.simple', string_agg(alternatives, ' & ' ORDER BY n))
    FROM (
      SELECT w.n, '(' || string_agg(DISTINCT l.lexeme || ':*', ' | ') || ')' AS alternatives
      FROM unnest(words) WITH ORDINALITY AS w (word, n)
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', w.word))[1],
        (ts_lexize('pg_catalog.english_stem', w.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', w.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
      GROUP BY w.n
    ) per_word
  $$;

-- Great-circle distance in km (haversine); radius searches first narrow to a lat/lon box on ads_geo_idx.
CREATE OR REPLACE FUNCTION kraam_distance_km(lat1 double precision, lon1 double precision,
                                             lat2 double precision, lon2 double precision)
  RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT 2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(lat2 - lat1) / 2), 2)
      + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
  $$;

-- Sort keys for cheapest / most expensive: free counts as 0, ads without an amount (swap, see
-- description) come last either way. One expression index per direction keeps both sorts index-backed.
CREATE OR REPLACE FUNCTION kraam_price_low_first(price_type text, price_cents bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price_type = 'free' THEN 0 ELSE coalesce(price_cents, 9223372036854775807) END $$;
CREATE OR REPLACE FUNCTION kraam_price_high_first(price_type text, price_cents bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price_type = 'free' THEN 0 ELSE coalesce(price_cents, -1) END $$;

CREATE INDEX ads_cheapest_idx ON ads (kraam_price_low_first(price_type, price_cents), id)
  WHERE status = 'published';
CREATE INDEX ads_expensive_idx ON ads (kraam_price_high_first(price_type, price_cents) DESC, id DESC)
  WHERE status = 'published';
-- The same within a category (category pages sort by price too).
CREATE INDEX ads_category_cheapest_idx ON ads (category_id, kraam_price_low_first(price_type, price_cents), id)
  WHERE status = 'published';
CREATE INDEX ads_category_expensive_idx
  ON ads (category_id, kraam_price_high_first(price_type, price_cents) DESC, id DESC)
  WHERE status = 'published';

-- Trending (docs/ranking.md): Σ over the last 14 days of (views + 5·favourites + 10·chats)·0.5^(age/3),
-- stored as log2 of that sum plus (today − 2020-01-01)/3. Adding the same offset to every ad keeps the
-- order of the decayed sums at any later moment, so a score needs recomputing only when its ad's stats
-- change (this trigger), never by a periodic job; the log keeps 2^(days/3) from overflowing.
CREATE OR REPLACE FUNCTION kraam_trending_score(ad integer) RETURNS double precision
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(
      (SELECT ((now() AT TIME ZONE 'UTC')::date - date '2020-01-01') / 3.0
              + log(2.0, sum((views + 5 * favorites + 10 * chats)
                             * power(0.5, ((now() AT TIME ZONE 'UTC')::date - day) / 3.0))::numeric)
       FROM ad_daily_stats
       WHERE ad_id = ad AND day > (now() AT TIME ZONE 'UTC')::date - 14
       HAVING sum(views + 5 * favorites + 10 * chats) > 0),
      0)::double precision
  $$;

CREATE OR REPLACE FUNCTION kraam_refresh_trending() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE ads SET trending_score = kraam_trending_score(NEW.ad_id) WHERE id = NEW.ad_id;
      RETURN NULL;
    END
  $$;

CREATE TRIGGER ad_daily_stats_trending
  AFTER INSERT OR UPDATE ON ad_daily_stats
  FOR EACH ROW EXECUTE FUNCTION kraam_refresh_trending();

-- Favourites and recently viewed pages read newest first with an ad-id tie-break.
CREATE INDEX wish_list_user_newest_idx ON wish_list (user_id, created_at DESC, ad_id DESC);
CREATE INDEX last_visits_user_newest_idx ON last_visits (user_id, visited_at DESC, ad_id DESC);
