-- A word family as one index key, not a hundred stems (docs/decisions/0055-word-families-as-keys.md): each ad's
-- document also holds the keys its title and tag words are filed under ('#fiet' for 'damesfietsen', as
-- search_word_keys files it), and the keys of its title's first word apart ('@…'), so a search word's
-- family is its keys: 'fiets' reads '#fiet' in ads_search_idx where it read the Dutch stems of up to 100
-- title words. The markers keep keys apart from stems: no stem begins with '#' or '@', so no prefix
-- reaches them. Built with the tsquery and tsvector inputs, not to_tsquery, whose parser drops the marks.

-- A title's first word, folded as the document folds it: the word whose keys the document holds apart and
-- the rank's modifier-first test reads (text-search.ts), one definition for both.
CREATE FUNCTION kraam_first_title_word(title text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT substring(kraam_unaccent(lower(title)) from '[a-z0-9]+') $$;

-- The keys of a title and its tags as weight-A lexemes: '#key' for every word's keys (its own and those
-- of its tails, kraam_word_heads), '@key' for the title's first word alone (the rank's modifier-first test,
-- docs/ranking.md).
CREATE FUNCTION kraam_ad_keys(title text, tags text[]) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(quote_literal(k.lexeme) || ':1A', ' '), '')::tsvector
    FROM (
      SELECT '#' || h.key AS lexeme
      FROM unnest(kraam_title_words(title, tags)) AS w (word)
      CROSS JOIN LATERAL kraam_word_heads(w.word) h
      UNION
      SELECT '@' || h.key
      FROM kraam_word_heads(kraam_first_title_word(title)) h
    ) k
  $$;

-- The document is written by a trigger from now on, no longer generated: the keys cost about 0.5 ms per ad
-- (kraam_word_heads per word), which a bulk load of a million ads cannot pay row by row; it writes the
-- documents of its text and then the keys of all ads at once (kraam_append_ad_keys), as this migration does.
ALTER TABLE ads ALTER COLUMN search_document DROP EXPRESSION;

CREATE FUNCTION kraam_write_ad_document() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      NEW.search_document := kraam_ad_document(NEW.title, NEW.description, NEW.tags) || kraam_ad_keys(NEW.title, NEW.tags);
      RETURN NEW;
    END
  $$;

CREATE TRIGGER ads_write_document
  BEFORE INSERT OR UPDATE OF title, description, tags ON ads
  FOR EACH ROW EXECUTE FUNCTION kraam_write_ad_document();

-- Every ad's keys appended to its document in one statement, read from search_word_keys, which files
-- every title word under the keys kraam_word_heads gives (0003, 0014): what the trigger writes ad by ad,
-- for documents written without their keys and title words already filed.
CREATE FUNCTION kraam_append_ad_keys() RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE ads a SET search_document = a.search_document || k.keys
    FROM (
      SELECT x.id, string_agg(quote_literal(x.lexeme) || ':1A', ' ')::tsvector AS keys
      FROM (
        SELECT a.id, '#' || s.key AS lexeme
        FROM ads a CROSS JOIN LATERAL unnest(kraam_title_words(a.title, a.tags)) AS w (word)
        JOIN search_word_keys s ON s.word = w.word
        UNION
        SELECT a.id, '@' || s.key
        FROM ads a JOIN search_word_keys s
          ON s.word = kraam_first_title_word(a.title)
      ) x
      GROUP BY x.id
    ) k
    WHERE k.id = a.id
  $$;

-- The text index built again after, as a bulk load builds it: written row by row it made the rewrite of a
-- million ads take 6 minutes.
DROP INDEX ads_search_idx;
SELECT kraam_append_ad_keys();
CREATE INDEX ads_search_idx ON ads USING gin (search_document);
-- Every document rewritten: the planner's statistics of them are stale (a search after this migration on a
-- million ads planned sequential scans until the table was analyzed). A new, empty database has none yet.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM ads) THEN
    ANALYZE ads;
  END IF;
END
$$;

-- The keys a search word's family is filed under (as 0014's kraam_word_family chose them): its own keys;
-- a word under 4 letters only those that are a title word's own key or head two title words.
CREATE FUNCTION kraam_family_keys(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      SELECT coalesce(array_agg(k.key ORDER BY k.key), '{}')
      FROM unnest(kraam_word_keys(kraam_family_keys.term)) AS k (key)
      WHERE length(kraam_family_keys.term) >= 4
        OR EXISTS (SELECT 1 FROM search_word_keys w WHERE w.key = k.key AND w.whole)
        OR (SELECT count(*) FROM (SELECT 1 FROM search_word_keys w WHERE w.key = k.key LIMIT 2) two) = 2);
  END
  $$;

-- Whether a word is, or begins, a title word: a range of an index in byte order, whatever the database's
-- collation, as title words are [a-z0-9]+ and all sort before '{' (LIKE term || '%' read the whole table,
-- 7 ms at 1M ads).
CREATE INDEX search_words_bytes_idx ON search_words (word COLLATE "C");
CREATE FUNCTION kraam_spelt_right(term text) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT EXISTS (SELECT 1 FROM search_words known
                   WHERE known.word COLLATE "C" >= term COLLATE "C" AND known.word COLLATE "C" < (term || '{') COLLATE "C")
  $$;

-- For a misspelt word (as 0014: one that neither is nor begins a title word), up to three title words
-- close to it (trigram similarity ≥ 0.3) and, apart, up to three whole-word keys close to it: a close key
-- is a family of its own ('hnagmat' → 'hangmat' → hangmatten), where 0014 spelt up to 50 of its words,
-- each with its stems and keys ('kinderwgen' read 121 keys in the text index, 118 ms at 1M ads).
CREATE OR REPLACE FUNCTION kraam_close_words(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    IF kraam_spelt_right(kraam_close_words.term) THEN
      RETURN '{}';
    END IF;
    RETURN (
      SELECT coalesce(array_agg(c.word ORDER BY c.word), '{}')
      FROM (SELECT s.word FROM search_words s
            WHERE s.word % kraam_close_words.term AND s.word <> kraam_close_words.term
            ORDER BY s.word <-> kraam_close_words.term, s.word LIMIT 3) c);
  END
  $$;

CREATE FUNCTION kraam_close_keys(term text) RETURNS text[]
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    IF kraam_spelt_right(kraam_close_keys.term) THEN
      RETURN '{}';
    END IF;
    RETURN (
      SELECT coalesce(array_agg(d.key ORDER BY d.key), '{}')
      FROM (SELECT d.key
            FROM (SELECT DISTINCT w.key FROM search_word_keys w WHERE w.whole AND w.key % kraam_close_keys.term) d
            ORDER BY d.key <-> kraam_close_keys.term, d.key LIMIT 3) d);
  END
  $$;

-- As 0033, with a word's family as its keys ('#key', kind 'family') instead of its title words' stems, and
-- a typo's close keys as families of their own.
CREATE OR REPLACE FUNCTION kraam_search_lexemes(words text[], corrected boolean)
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
      SELECT x.n, x.lexeme,
        EXISTS (SELECT 1 FROM stems o WHERE o.n = x.n AND o.own AND starts_with(o.lexeme, x.lexeme)) AS own
      FROM stems x
      WHERE NOT EXISTS (
        SELECT 1 FROM stems shorter
        WHERE shorter.n = x.n AND shorter.lexeme <> x.lexeme AND starts_with(x.lexeme, shorter.lexeme))
    ), family AS (
      SELECT f.n, '#' || f.key AS lexeme, bool_or(f.own) AS own
      FROM (
        SELECT s.n, k.key, s.own
        FROM spelt s CROSS JOIN LATERAL unnest(kraam_family_keys(s.word)) AS k (key)
        WHERE s.with_family
        UNION ALL
        SELECT t.n, k.key, false
        FROM typed t CROSS JOIN LATERAL unnest(kraam_close_keys(t.word)) AS k (key)
        WHERE corrected
      ) f
      GROUP BY f.n, f.key
    )
    SELECT m.n, m.lexeme, 'prefix', m.own FROM minimal m
    UNION ALL
    SELECT f.n, f.lexeme, 'family', f.own FROM family f;
  END
  $$;

-- As 0033, each lexeme quoted into the tsquery as it is, and also `first_keys`: the words' keys as the
-- first-word lexemes ('@key'), for the rank's test of a title that starts with a compound a word only begins.
DROP FUNCTION kraam_search_queries(text[], boolean);
CREATE FUNCTION kraam_search_queries(words text[], corrected boolean,
                                     OUT matches text, OUT heads text, OUT ranked text, OUT typed text,
                                     OUT others text, OUT word_prefixes text[], OUT word_families text[],
                                     OUT first_keys text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    WITH lexemes AS (
      SELECT l.n, l.lexeme, l.kind, l.own FROM kraam_search_lexemes(words, corrected) l
    ), alternatives AS (
      SELECT l.n, quote_literal(l.lexeme) || CASE WHEN l.kind = 'prefix' THEN ':*' ELSE '' END AS alternative,
        l.own
      FROM lexemes l
    ), per_word AS (
      SELECT a.n, '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) || ')' AS any_of,
        '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) FILTER (WHERE a.own) || ')' AS own_of
      FROM alternatives a GROUP BY a.n
    ), per_word_parts AS (
      -- Typo-corrected, the prefixes of up to 50 close words would again be estimated one guess each:
      -- all of a word's alternatives stay in the parameter.
      SELECT w.n,
        (SELECT string_agg(quote_literal(l.lexeme) || ':*', ' | ' ORDER BY l.lexeme)
         FROM lexemes l WHERE l.n = w.n AND l.kind = 'prefix' AND NOT corrected)::tsquery::text AS prefix,
        (SELECT string_agg(a.alternative, ' | ' ORDER BY a.alternative)
         FROM alternatives a WHERE a.n = w.n AND (corrected OR a.alternative NOT LIKE '%:*'))::tsquery::text AS family
      FROM per_word w
    )
    SELECT
      (SELECT string_agg(p.any_of, ' & ' ORDER BY p.n) FROM per_word p)::tsquery::text,
      (SELECT string_agg(DISTINCT quote_literal(l.lexeme) || ':A', ' | ')
       FROM lexemes l WHERE l.kind = 'family')::tsquery::text,
      (SELECT string_agg(DISTINCT quote_literal(l.lexeme) || ':*', ' | ')
       FROM lexemes l WHERE l.kind = 'prefix')::tsquery::text,
      (SELECT CASE WHEN bool_and(p.own_of = p.any_of) THEN NULL
         ELSE string_agg(p.own_of, ' & ' ORDER BY p.n)::tsquery::text END
       FROM per_word p),
      (SELECT string_agg(DISTINCT a.alternative, ' | ')
       FROM alternatives a WHERE NOT a.own AND NOT corrected)::tsquery::text,
      (SELECT array_agg(w.prefix ORDER BY w.n) FROM per_word_parts w),
      (SELECT array_agg(w.family ORDER BY w.n) FROM per_word_parts w),
      (SELECT string_agg(DISTINCT quote_literal('@' || substr(l.lexeme, 2)), ' | ')
       FROM lexemes l WHERE l.kind = 'family')::tsquery::text
    INTO matches, heads, ranked, typed, others, word_prefixes, word_families, first_keys;
  END
  $$;

-- As 0033: kraam_search_queries' `matches` as typed, built of the same lexemes.
CREATE OR REPLACE FUNCTION kraam_search_matches(words text[]) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      WITH alternatives AS (
        SELECT l.n, quote_literal(l.lexeme) || CASE WHEN l.kind = 'prefix' THEN ':*' ELSE '' END AS alternative
        FROM kraam_search_lexemes(words, false) l
      ), per_word AS (
        SELECT a.n, '(' || string_agg(a.alternative, ' | ' ORDER BY a.alternative) || ')' AS any_of
        FROM alternatives a GROUP BY a.n
      )
      SELECT string_agg(p.any_of, ' & ' ORDER BY p.n)::tsquery::text FROM per_word p);
  END
  $$;

DROP FUNCTION kraam_word_family(text);
