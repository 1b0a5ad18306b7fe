-- As 0014, and also each search word's query in two parts (`word_prefixes`, `word_families`): its stem
-- prefixes, and the title words of its family that those do not begin. A search tests, per word,
-- `prefixes OR (select family)`: the planner estimates the prefixes from the statistics (a common word
-- is common, so a list by price or date walks its index and stops after a page) and the family, which
-- it would misjudge by multiplying one guess per lexeme, as an init-plan parameter at its default
-- 0.5 %. A bitmap read scans the family's lexemes once, not again under the prefix's range
-- (bench/RESULTS.md, issue 15). `matches` stays the whole query, for the typed-words rank. A word has
-- at most three prefixes of its own (as 0009); typo-corrected, its close words' many prefixes are not
-- split off (below).
DROP FUNCTION kraam_search_queries(text[], boolean);

CREATE FUNCTION kraam_search_queries(words text[], corrected boolean,
                                     OUT matches text, OUT heads text, OUT ranked text,
                                     OUT word_prefixes text[], OUT word_families text[])
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    WITH spelt AS (
      SELECT w.n, w.word FROM unnest(words) WITH ORDINALITY AS w (word, n)
      UNION
      SELECT w.n, c.word
      FROM unnest(words) WITH ORDINALITY AS w (word, n)
      CROSS JOIN LATERAL unnest(kraam_close_words(w.word)) AS c (word)
      WHERE corrected
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
    ), per_word_parts AS (
      -- Typo-corrected, the prefixes of up to 50 close words would again be estimated one guess each:
      -- all of a word's alternatives stay in the parameter.
      SELECT w.n,
        (SELECT to_tsquery('pg_catalog.simple', string_agg(m.lexeme || ':*', ' | ' ORDER BY m.lexeme))
         FROM minimal m WHERE m.n = w.n AND NOT corrected)::text AS prefix,
        (SELECT to_tsquery('pg_catalog.simple', string_agg(a.alternative, ' | ' ORDER BY a.alternative))
         FROM alternatives a WHERE a.n = w.n AND (corrected OR a.alternative NOT LIKE '%:*'))::text AS family
      FROM per_word w
    )
    SELECT
      (SELECT to_tsquery('pg_catalog.simple', string_agg(p.any_of, ' & ' ORDER BY p.n)) FROM per_word p)::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT f.lexeme || ':A', ' | ')) FROM family f)::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT m.lexeme || ':*', ' | ')) FROM minimal m)::text,
      (SELECT array_agg(w.prefix ORDER BY w.n) FROM per_word_parts w),
      (SELECT array_agg(w.family ORDER BY w.n) FROM per_word_parts w)
    INTO matches, heads, ranked, word_prefixes, word_families;
  END
  $$;
