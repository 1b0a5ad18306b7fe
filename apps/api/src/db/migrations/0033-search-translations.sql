-- English finds Dutch (decision 0049): a search word also spells the words the bilingual term list gives for
-- it, in both directions ('bike' → fiets, 'fiets' → bike, bicycle), under the same place in the query, so its
-- stems and its family ('fiets' → damesfiets, bakfiets) count as that word's alternatives. The list lives in
-- code (modules/browse/search-terms) and is written here at start-up, filed under each listed word itself
-- and its keys (kraam_word_keys), so an inflected search word finds it too ('bikes', 'fietsen').
CREATE TABLE search_translations (
  key text NOT NULL,
  word text NOT NULL,
  equivalent text NOT NULL,
  PRIMARY KEY (key, equivalent, word)
);

-- What every text query is built of, in one place (kraam_search_queries, kraam_search_matches): per search
-- word (n), the words it spells (itself, translated also what the term list gives for it, corrected also
-- its close words), and of those
-- the stems whose prefixes it matches ('prefix': as 0009, only prefixes no other begins) and the Dutch
-- stems of its family of title words, 'family' where no prefix of the word begins them, 'begun' where
-- one does (those only count for the head query).
CREATE FUNCTION kraam_search_lexemes(words text[], corrected boolean, translated boolean DEFAULT true)
  RETURNS TABLE (n bigint, lexeme text, kind text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    WITH typed AS (
      SELECT w.n, w.word FROM unnest(words) WITH ORDINALITY AS w (word, n)
    ), spelt AS (
      SELECT t.n, t.word FROM typed t
      UNION
      SELECT t.n, x.equivalent
      FROM typed t CROSS JOIN LATERAL unnest(kraam_word_keys(t.word) || t.word) AS k (key)
      JOIN search_translations x ON x.key = k.key
      WHERE translated
      UNION
      SELECT t.n, c.word
      FROM typed t CROSS JOIN LATERAL unnest(kraam_close_words(t.word)) AS c (word)
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
    )
    SELECT m.n, m.lexeme, 'prefix' FROM minimal m
    UNION ALL
    SELECT f.n, f.lexeme,
      CASE WHEN EXISTS (SELECT 1 FROM minimal m WHERE m.n = f.n AND starts_with(f.lexeme, m.lexeme))
        THEN 'begun' ELSE 'family' END
    FROM family f;
  END
  $$;

-- As 0016, built of kraam_search_lexemes.
CREATE OR REPLACE FUNCTION kraam_search_queries(words text[], corrected boolean,
                                                OUT matches text, OUT heads text, OUT ranked text,
                                                OUT word_prefixes text[], OUT word_families text[])
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    WITH lexemes AS (
      SELECT l.n, l.lexeme, l.kind FROM kraam_search_lexemes(words, corrected) l
    ), alternatives AS (
      SELECT l.n, CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END AS alternative
      FROM lexemes l WHERE l.kind <> 'begun'
    ), per_word AS (
      SELECT a.n, '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) || ')' AS any_of
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
      (SELECT array_agg(w.prefix ORDER BY w.n) FROM per_word_parts w),
      (SELECT array_agg(w.family ORDER BY w.n) FROM per_word_parts w)
    INTO matches, heads, ranked, word_prefixes, word_families;
  END
  $$;

-- As 0029: kraam_search_queries' `matches` as typed, built of the same lexemes; untranslated, what the words
-- alone match (the search ranks those ads first, text-search.ts).
DROP FUNCTION kraam_search_matches(text[]);
CREATE FUNCTION kraam_search_matches(words text[], translated boolean DEFAULT true) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      WITH per_word AS (
        SELECT l.n, '(' || string_agg(CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END,
          ' | ' ORDER BY CASE WHEN l.kind = 'prefix' THEN l.lexeme || ':*' ELSE l.lexeme END) || ')' AS any_of
        FROM kraam_search_lexemes(words, false, translated) l WHERE l.kind <> 'begun' GROUP BY l.n
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
