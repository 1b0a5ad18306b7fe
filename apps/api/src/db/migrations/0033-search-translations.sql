-- English finds Dutch (decision 0049): a search word also spells the words the bilingual term list gives for
-- it, in both directions ('bike' → fiets, 'fiets' → bike, bicycle), under the same place in the query, so its
-- stems and its family ('fiets' → damesfiets, bakfiets) count as that word's alternatives. The list lives in
-- code (modules/browse/search-terms) and is written here at start-up, filed under each listed word itself
-- and its keys (kraam_word_keys), so an inflected search word finds it too ('bikes', 'fietsen').
CREATE TABLE search_translations (
  key text NOT NULL,
  word text NOT NULL,
  equivalent text NOT NULL,
  -- The equivalent is Dutch: its family of title words counts. An English equivalent of a Dutch word is
  -- searched by its stems alone: Dutch titles do not end compounds in English words, and the families
  -- of three English spellings of 'fiets' doubled the cost of a search (bench/RESULTS.md).
  dutch boolean NOT NULL,
  PRIMARY KEY (key, equivalent, word)
);

-- What every text query is built of, in one place (kraam_search_queries, kraam_search_matches): per search
-- word (n), the words it spells (itself; what the term list gives for it; corrected, its close words), and
-- of those the stems whose prefixes it matches ('prefix': as 0009, only prefixes no other begins) and the
-- Dutch stems of its family of title words, 'family' where no prefix of the word begins them, 'begun'
-- where one does (those only count for the head query). `own`: the word as typed gives it, for the rank
-- of what the words as typed match.
CREATE FUNCTION kraam_search_lexemes(words text[], corrected boolean)
  RETURNS TABLE (n bigint, lexeme text, kind text, own boolean)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    WITH typed AS (
      SELECT w.n, w.word FROM unnest(words) WITH ORDINALITY AS w (word, n)
    ), spelt AS (
      SELECT t.n, t.word, true AS own, true AS with_family FROM typed t
      UNION
      SELECT t.n, x.equivalent, false, x.dutch
      FROM typed t CROSS JOIN LATERAL unnest(kraam_word_keys(t.word) || t.word) AS k (key)
      JOIN search_translations x ON x.key = k.key
      UNION
      SELECT t.n, c.word, false, true
      FROM typed t CROSS JOIN LATERAL unnest(kraam_close_words(t.word)) AS c (word)
      WHERE corrected
    ), stems AS (
      SELECT s.n, l.lexeme, bool_or(s.own) AS own
      FROM spelt s
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', s.word))[1],
        (ts_lexize('pg_catalog.english_stem', s.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', s.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
      GROUP BY s.n, l.lexeme
    ), minimal AS (
      -- A prefix that begins one of the typed word's own stems stands for it.
      SELECT x.n, x.lexeme,
        EXISTS (SELECT 1 FROM stems o WHERE o.n = x.n AND o.own AND starts_with(o.lexeme, x.lexeme)) AS own
      FROM stems x
      WHERE NOT EXISTS (
        SELECT 1 FROM stems shorter
        WHERE shorter.n = x.n AND shorter.lexeme <> x.lexeme AND starts_with(x.lexeme, shorter.lexeme))
    ), family AS (
      SELECT s.n, l.lexeme, bool_or(s.own) AS own
      FROM spelt s
      CROSS JOIN LATERAL unnest(kraam_word_family(s.word)) AS f (word)
      CROSS JOIN LATERAL (SELECT (ts_lexize('pg_catalog.dutch_stem', f.word))[1] AS lexeme) l
      WHERE s.with_family AND l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
      GROUP BY s.n, l.lexeme
    )
    SELECT m.n, m.lexeme, 'prefix', m.own FROM minimal m
    UNION ALL
    SELECT f.n, f.lexeme,
      CASE WHEN EXISTS (SELECT 1 FROM minimal m WHERE m.n = f.n AND starts_with(f.lexeme, m.lexeme))
        THEN 'begun' ELSE 'family' END,
      f.own
    FROM family f;
  END
  $$;

-- As 0016, built of kraam_search_lexemes, and also `typed`: what the words as typed match (without what
-- only their translations or typo corrections give), null when that is all of `matches`; and `others`, any
-- of those other alternatives, so the rank tests `typed` only on the few ads that match one of them (null
-- when corrected: then most matches are a correction's, and `typed` is tested on every ad).
DROP FUNCTION kraam_search_queries(text[], boolean);
CREATE FUNCTION kraam_search_queries(words text[], corrected boolean,
                                     OUT matches text, OUT heads text, OUT ranked text, OUT typed text,
                                     OUT others text, OUT word_prefixes text[], OUT word_families text[])
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    WITH lexemes AS (
      SELECT l.n, l.lexeme, l.kind, l.own FROM kraam_search_lexemes(words, corrected) l
    ), alternatives AS (
      SELECT l.n, CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END AS alternative, l.own
      FROM lexemes l WHERE l.kind <> 'begun'
    ), per_word AS (
      SELECT a.n, '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) || ')' AS any_of,
        '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) FILTER (WHERE a.own) || ')' AS own_of
      FROM alternatives a GROUP BY a.n
    ), per_word_parts AS (
      -- Typo-corrected, the prefixes of up to 50 close words would again be estimated one guess each:
      -- all of a word's alternatives stay in the parameter.
      SELECT w.n,
        (SELECT to_tsquery('pg_catalog.simple', string_agg(l.lexeme || ':*', ' | ' ORDER BY l.lexeme))
         FROM lexemes l WHERE l.n = w.n AND l.kind = 'prefix' AND NOT corrected)::text AS prefix,
        (SELECT to_tsquery('pg_catalog.simple', string_agg(a.alternative, ' | ' ORDER BY a.alternative))
         FROM alternatives a WHERE a.n = w.n AND (corrected OR a.alternative NOT LIKE '%:*'))::text AS family
      FROM per_word w
    )
    SELECT
      (SELECT to_tsquery('pg_catalog.simple', string_agg(p.any_of, ' & ' ORDER BY p.n)) FROM per_word p)::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT l.lexeme || ':A', ' | '))
       FROM lexemes l WHERE l.kind <> 'prefix')::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT l.lexeme || ':*', ' | '))
       FROM lexemes l WHERE l.kind = 'prefix')::text,
      (SELECT CASE WHEN bool_and(p.own_of = p.any_of) THEN NULL
         ELSE to_tsquery('pg_catalog.simple', string_agg(p.own_of, ' & ' ORDER BY p.n))::text END
       FROM per_word p),
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT a.alternative, ' | '))
       FROM alternatives a WHERE NOT a.own AND NOT corrected)::text,
      (SELECT array_agg(w.prefix ORDER BY w.n) FROM per_word_parts w),
      (SELECT array_agg(w.family ORDER BY w.n) FROM per_word_parts w)
    INTO matches, heads, ranked, typed, others, word_prefixes, word_families;
  END
  $$;

-- As 0029: kraam_search_queries' `matches` as typed, built of the same lexemes.
CREATE OR REPLACE FUNCTION kraam_search_matches(words text[]) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      WITH per_word AS (
        SELECT l.n, '(' || string_agg(CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END,
          ' | ' ORDER BY CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END) || ')' AS any_of
        FROM kraam_search_lexemes(words, false) l WHERE l.kind <> 'begun' GROUP BY l.n
      )
      SELECT to_tsquery('pg_catalog.simple', string_agg(p.any_of, ' & ' ORDER BY p.n))::text FROM per_word p);
  END
  $$;

-- The keys a word list's query depends on (text-query-cache.ts): those of its words and of what the term
-- list gives for them, whose families the query also holds.
CREATE FUNCTION kraam_search_keys(words text[]) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      WITH spelt AS (
        SELECT w.word FROM unnest(words) AS w (word)
        UNION
        SELECT x.equivalent
        FROM unnest(words) AS w (word) CROSS JOIN LATERAL unnest(kraam_word_keys(w.word) || w.word) AS k (key)
        JOIN search_translations x ON x.key = k.key
      )
      SELECT coalesce(array_agg(DISTINCT key), '{}')
      FROM spelt s CROSS JOIN LATERAL unnest(kraam_word_keys(s.word)) AS key);
  END
  $$;
