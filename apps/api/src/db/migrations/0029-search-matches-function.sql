-- What saved-search matching asks of a word list (modules/browse/text-query-cache.ts): the `matches` query of
-- kraam_search_queries (0016) as typed, without the parts only the search page reads (heads, ranked, the
-- per-word parts). Built for 200 title words it takes half the time (bench/RESULTS.md); search-match.test.ts
-- holds both to the same answer.
CREATE FUNCTION kraam_search_matches(words text[]) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    WITH spelt AS (
      SELECT w.n, w.word FROM unnest(words) WITH ORDINALITY AS w (word, n)
    ), stems AS (
      SELECT DISTINCT s.n, l.lexeme
      FROM spelt s
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', s.word))[1],
        (ts_lexize('pg_catalog.english_stem', s.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', s.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
    ), minimal AS (
      SELECT x.n, x.lexeme FROM stems x
      WHERE NOT EXISTS (
        SELECT 1 FROM stems shorter
        WHERE shorter.n = x.n AND shorter.lexeme <> x.lexeme AND starts_with(x.lexeme, shorter.lexeme))
    ), family AS (
      SELECT DISTINCT s.n, l.lexeme
      FROM spelt s
      CROSS JOIN LATERAL unnest(kraam_word_family(s.word)) AS f (word)
      CROSS JOIN LATERAL (SELECT (ts_lexize('pg_catalog.dutch_stem', f.word))[1] AS lexeme) l
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
    ), alternatives AS (
      SELECT m.n, m.lexeme || ':*' AS alternative FROM minimal m
      UNION
      SELECT f.n, f.lexeme FROM family f
      WHERE NOT EXISTS (SELECT 1 FROM minimal m WHERE m.n = f.n AND starts_with(f.lexeme, m.lexeme))
    ), per_word AS (
      SELECT a.n, '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) || ')' AS any_of
      FROM alternatives a GROUP BY a.n
    )
    SELECT (SELECT to_tsquery('pg_catalog.simple', string_agg(p.any_of, ' & ' ORDER BY p.n)) FROM per_word p)::text
  $$;
