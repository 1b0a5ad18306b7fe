-- As in 0003, but a word's alternatives keep only prefixes no other alternative begins: 'fiet':* already
-- matches everything 'fiets':* and 'fietsen':* match, and each prefix is its own scan of ads_search_idx
-- (three for 'fietsen' took 12.6 ms where one takes 8.5, bench/RESULTS.md).
CREATE OR REPLACE FUNCTION kraam_prefix_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    WITH lexemes AS (
      SELECT DISTINCT w.n, l.lexeme
      FROM unnest(words) WITH ORDINALITY AS w (element, n)
      CROSS JOIN LATERAL regexp_split_to_table(w.element, ' ') AS a (word)
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', a.word))[1],
        (ts_lexize('pg_catalog.english_stem', a.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', a.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
    )
    SELECT to_tsquery('pg_catalog.simple', string_agg(alternatives, ' & ' ORDER BY n))
    FROM (
      SELECT x.n, '(' || string_agg(x.lexeme || ':*', ' | ' ORDER BY x.lexeme) || ')' AS alternatives
      FROM lexemes x
      WHERE NOT EXISTS (
        SELECT 1 FROM lexemes shorter
        WHERE shorter.n = x.n AND shorter.lexeme <> x.lexeme AND starts_with(x.lexeme, shorter.lexeme))
      GROUP BY x.n
    ) per_word
  $$;
