-- Typo tolerance that stays index-backed (docs/ranking.md): the distinct words of all ad titles in a
-- small table with a trigram index. A misspelt search word is corrected to its closest title words, and
-- the corrected words go through the same full-text index as any search (the pg_trgm documentation's
-- spelling-suggestion pattern), instead of comparing the term with every title.

CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- The accent-free, lower-case words of a title and its tags, three characters or longer.
CREATE OR REPLACE FUNCTION kraam_title_words(title text, tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}')
    FROM regexp_split_to_table(
      lower(public.kraam_unaccent(coalesce(title, '') || ' ' || coalesce(array_to_string(tags, ' '), ''))),
      '[^a-z0-9]+') AS w
    WHERE length(w) >= 3
  $$;

CREATE OR REPLACE FUNCTION kraam_collect_title_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      INSERT INTO search_words (word) SELECT unnest(kraam_title_words(NEW.title, NEW.tags)) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;

CREATE TRIGGER ads_collect_title_words
  AFTER INSERT OR UPDATE OF title, tags ON ads
  FOR EACH ROW EXECUTE FUNCTION kraam_collect_title_words();

INSERT INTO search_words (word) SELECT DISTINCT unnest(kraam_title_words(title, tags)) FROM ads ON CONFLICT DO NOTHING;

-- Each search word with up to three title words close to it (trigram similarity ≥ 0.3), as
-- space-separated alternatives for kraam_prefix_query. A word that is, or begins, a title word is
-- spelt right and stays alone.
CREATE OR REPLACE FUNCTION kraam_corrected_words(words text[]) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT array_agg(concat_ws(' ', w.word, c.alternatives) ORDER BY w.n)
    FROM unnest(words) WITH ORDINALITY AS w (word, n)
    CROSS JOIN LATERAL (
      SELECT string_agg(s.word, ' ') AS alternatives
      FROM (SELECT word FROM search_words
            WHERE word % w.word AND word <> w.word
              AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word LIKE w.word || '%')
            ORDER BY word <-> w.word, word LIMIT 3) s
    ) c
  $$;

-- As in 0002, now with alternatives: an element 'gazzelle gazelle' matches either word.
CREATE OR REPLACE FUNCTION kraam_prefix_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT to_tsquery('pg_catalog.simple', string_agg(alternatives, ' & ' ORDER BY n))
    FROM (
      SELECT w.n, '(' || string_agg(DISTINCT l.lexeme || ':*', ' | ') || ')' AS alternatives
      FROM unnest(words) WITH ORDINALITY AS w (element, n)
      CROSS JOIN LATERAL regexp_split_to_table(w.element, ' ') AS a (word)
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', a.word))[1],
        (ts_lexize('pg_catalog.english_stem', a.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', a.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
      GROUP BY w.n
    ) per_word
  $$;
