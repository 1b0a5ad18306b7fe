-- Dutch search (issue 15, docs/decisions/0015-dutch-search.md): compounds, diminutives and inflected
-- forms. Every title word is filed under the keys of its whole and of each of its tails ('damesfietsen'
-- under 'damesfiet' and, as a compound, under 'fiet'), so a search word's key finds the title words of
-- its family in one index lookup ('fiets' → fietsen, damesfiets, bakfietsje), and typos are corrected
-- against keys, which inflection does not move ('hnagmat' is close to 'hangmat', not to 'hangmatten').
-- The functions are PL/pgSQL, which keeps its plans for the session: PostgreSQL before 18 plans a SQL
-- function's body on every call, and these nested ones took 16 ms per search that way.

-- The keys of a word: its Dutch stem stemmed again (as kraam_prefix_query: 'fietsen' and 'fiets' both
-- give 'fiet'), the same after its English stem ('bikes' → 'bik'), each also without a diminutive ending
-- ('fietsje', 'tafeltje', 'balletje', 'boompje'), with a final double consonant undoubled ('pannen' →
-- 'pann' → 'pan') and the z/v of 'huizen' and 'duiven' read as s/f before the second stemming
-- ('huizen' → 'huiz' → 'huis' → 'hui', as 'huis' → 'hui').
CREATE OR REPLACE FUNCTION kraam_keys_of(terms text[]) RETURNS TABLE (term text, key text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT DISTINCT t.term, k.key
    FROM unnest(terms) AS t (term)
    CROSS JOIN LATERAL unnest(CASE WHEN t.term LIKE '%je' OR t.term LIKE '%jes' THEN ARRAY[
      t.term,
      regexp_replace(t.term, '(.)\1etjes?$', '\1'),
      regexp_replace(t.term, 'etjes?$', ''),
      regexp_replace(t.term, 'tjes?$', ''),
      regexp_replace(t.term, 'pjes?$', ''),
      regexp_replace(t.term, 'jes?$', '')
    ] ELSE ARRAY[t.term] END) AS v (variant)
    CROSS JOIN LATERAL unnest(ARRAY[
      (ts_lexize('pg_catalog.dutch_stem', v.variant))[1],
      (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.english_stem', v.variant))[1]))[1]
    ]) AS s (stem)
    CROSS JOIN LATERAL (SELECT (ts_lexize('pg_catalog.dutch_stem',
      regexp_replace(regexp_replace(regexp_replace(s.stem, '([^aeiou])\1$', '\1'), 'z$', 's'), 'v$', 'f')))[1] AS key) k
    WHERE length(v.variant) >= 3 AND length(k.key) >= 2;
  END
  $$;

CREATE OR REPLACE FUNCTION kraam_word_keys(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (SELECT coalesce(array_agg(k.key), '{}') FROM kraam_keys_of(ARRAY[kraam_word_keys.term]) k);
  END
  $$;

-- A word's keys (whole) and those of its tails after a first part of at least 3 letters, each tail at
-- least 3 letters long: a Dutch compound ends in its head word ('bak|fiets', 'kinder|bed', 'fiets|tas').
-- All in one call: a new title word costs one statement, not one per tail.
CREATE OR REPLACE FUNCTION kraam_word_heads(term text) RETURNS TABLE (key text, whole boolean)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT k.key, bool_or(k.term = kraam_word_heads.term)
    FROM kraam_keys_of(ARRAY[kraam_word_heads.term] || ARRAY(
      SELECT substr(kraam_word_heads.term, p) FROM generate_series(4, length(kraam_word_heads.term) - 2) AS p)) k
    GROUP BY k.key;
  END
  $$;

CREATE TABLE search_word_keys (
  key text NOT NULL,
  word text NOT NULL,
  whole boolean NOT NULL,
  -- Covering, so a family is read from the index alone (a family of 2,500 rows took 8 ms from the heap).
  PRIMARY KEY (key, word) INCLUDE (whole)
);
-- Typos are corrected against whole-word keys only: a tail such as 'atten' is no word to suggest.
CREATE INDEX search_word_keys_trgm_idx ON search_word_keys USING gin (key gin_trgm_ops) WHERE whole;

CREATE OR REPLACE FUNCTION kraam_file_word_keys() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      INSERT INTO search_word_keys (key, word, whole)
      SELECT h.key, NEW.word, h.whole FROM kraam_word_heads(NEW.word) h
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;

CREATE TRIGGER search_words_file_keys
  AFTER INSERT ON search_words
  FOR EACH ROW EXECUTE FUNCTION kraam_file_word_keys();

INSERT INTO search_word_keys (key, word, whole)
SELECT h.key, s.word, h.whole FROM search_words s CROSS JOIN LATERAL kraam_word_heads(s.word) h
ON CONFLICT DO NOTHING;

-- The title words of a search word's family: those sharing a key with it, as a whole word or as the
-- head of a compound. A word shorter than 4 letters has a family only when its key is a title word's
-- key or heads two title words (decompounding against the vocabulary): 'tas' (handtas, fietstas) and
-- 'bed' do, a half-typed 'fie' with only 'koffie' does not. Whole words first, then the
-- shortest; at most 100.
CREATE OR REPLACE FUNCTION kraam_word_family(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      WITH keys AS (
        SELECT k.key FROM unnest(kraam_word_keys(kraam_word_family.term)) AS k (key)
        WHERE length(kraam_word_family.term) >= 4
          OR EXISTS (SELECT 1 FROM search_word_keys w WHERE w.key = k.key AND w.whole)
          OR (SELECT count(*) FROM (SELECT 1 FROM search_word_keys w WHERE w.key = k.key LIMIT 2) two) = 2
      )
      SELECT coalesce(array_agg(f.word ORDER BY f.whole DESC, length(f.word), f.word), '{}')
      FROM (
        SELECT x.word, bool_or(x.whole) AS whole
        FROM search_word_keys x
        WHERE x.key IN (SELECT keys.key FROM keys)
        GROUP BY x.word
        ORDER BY bool_or(x.whole) DESC, length(x.word), x.word
        LIMIT 100
      ) f);
  END
  $$;

-- For a misspelt word (one that neither is nor begins a title word, as in 0003): up to three title
-- words close to it (trigram similarity ≥ 0.3), and the families of up to three whole-word keys close
-- to it, so a typo of an inflected form reaches it ('hnagmat' → key 'hangmat' → 'hangmatten').
CREATE OR REPLACE FUNCTION kraam_close_words(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM search_words known WHERE known.word LIKE kraam_close_words.term || '%') THEN
      RETURN '{}';
    END IF;
    RETURN (
      WITH close_keys AS (
        SELECT d.key
        FROM (SELECT DISTINCT w.key FROM search_word_keys w WHERE w.whole AND w.key % kraam_close_words.term) d
        ORDER BY d.key <-> kraam_close_words.term, d.key LIMIT 3
      ), candidates AS (
        (SELECT s.word FROM search_words s
         WHERE s.word % kraam_close_words.term AND s.word <> kraam_close_words.term
         ORDER BY s.word <-> kraam_close_words.term, s.word LIMIT 3)
        UNION
        (SELECT x.word FROM search_word_keys x WHERE x.key IN (SELECT c.key FROM close_keys c) LIMIT 50)
      )
      SELECT coalesce(array_agg(c.word ORDER BY c.word), '{}') FROM candidates c);
  END
  $$;

-- The text query of a search and its head query, as text. Each search word matches the prefixes of its
-- stems (as 0009: Dutch, English, Dutch twice, only prefixes no other begins) or, exactly, the Dutch stem
-- of any title word of its family; corrected, the same for its close words. All words must match. The
-- head query is any family word in a title or tag (weight A): a search ranks the ads whose title has the
-- word as a whole or as the head of a compound ('damesfiets') above those where it is only the first
-- part ('fietstas'). The ranked query, the words' prefixes alone, orders ads within that: ts_rank over
-- a family of 100 alternatives cost 5 ms per 300 ads.
CREATE OR REPLACE FUNCTION kraam_search_queries(words text[], corrected boolean,
                                                OUT matches text, OUT heads text, OUT ranked text)
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
    ), prefixes AS (
      SELECT DISTINCT s.n, l.lexeme
      FROM spelt s
      CROSS JOIN LATERAL unnest(ARRAY[
        (ts_lexize('pg_catalog.dutch_stem', s.word))[1],
        (ts_lexize('pg_catalog.english_stem', s.word))[1],
        (ts_lexize('pg_catalog.dutch_stem', (ts_lexize('pg_catalog.dutch_stem', s.word))[1]))[1]
      ]) AS l (lexeme)
      WHERE l.lexeme IS NOT NULL AND l.lexeme ~ '^[a-z0-9]+$'
    ), minimal AS (
      SELECT x.n, x.lexeme FROM prefixes x
      WHERE NOT EXISTS (
        SELECT 1 FROM prefixes shorter
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
    SELECT
      (SELECT to_tsquery('pg_catalog.simple', string_agg(p.any_of, ' & ' ORDER BY p.n)) FROM per_word p)::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT f.lexeme || ':A', ' | ')) FROM family f)::text,
      (SELECT to_tsquery('pg_catalog.simple', string_agg(DISTINCT m.lexeme || ':*', ' | ')) FROM minimal m)::text
    INTO matches, heads, ranked;
  END
  $$;
