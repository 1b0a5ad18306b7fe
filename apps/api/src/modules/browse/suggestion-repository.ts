// Search suggestions (GET /public/v2/Search/Get, SPEC §4): booths by name and active ads by title,
// both accent-insensitive on their trigram indexes, names starting with the term first. When titles
// containing the term do not fill the list, ads the search itself would find follow (plurals,
// compounds, and typo-corrected when nothing matches as typed), so a suggestion never misses what
// Enter finds.
import { SUGGESTIONS_MAX } from '@kraam/shared';
import type { SearchSuggestion } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from '../../db/active-ads';
import { searchWords, textMatch, textQuery } from './text-search';
import type { TextQuery } from './text-search';

/** At most this many booths, so ads fill most of the list. */
const MAX_BOOTHS = 3;
/** Matching ads read before choosing: bounds the work for a common term such as 'fie'. */
const AD_CANDIDATES = 200;

interface Patterns {
  contains: RawBuilder<string>;
  startsWith: RawBuilder<string>;
}

function patterns(term: string): Patterns {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    contains: sql<string>`'%' || kraam_unaccent(lower(${escaped}::text)) || '%'`,
    startsWith: sql<string>`kraam_unaccent(lower(${escaped}::text)) || '%'`,
  };
}

async function boothSuggestions(db: Kysely<Database>, { contains, startsWith }: Patterns) {
  const { rows } = await sql<SearchSuggestion>`
    select 'booth' as "from", b.id, b.name as title, b.logo_id::text as "galleryId"
    from booths b
    where kraam_unaccent(lower(b.name)) like ${contains}
    order by kraam_unaccent(lower(b.name)) like ${startsWith} desc, length(b.name), b.id
    limit ${MAX_BOOTHS}`.execute(db);
  return rows;
}

/** One suggestion per distinct title (generated and repeated titles would fill the list otherwise). */
async function adSuggestions(db: Kysely<Database>, { contains, startsWith }: Patterns, limit: number) {
  const { rows } = await sql<SearchSuggestion>`
    select 'ad' as "from", id, title,
      (select i.file_id::text from ad_images i where i.ad_id = t.id order by i.position, i.id limit 1) as "galleryId"
    from (
      select distinct on (lower(a.title)) a.id, a.title, a.published_at,
        kraam_unaccent(lower(a.title)) like ${startsWith} as prefix
      from (select a.id, a.title, a.published_at from ads a
            where kraam_unaccent(lower(a.title)) like ${contains} and ${isActive('a')}
            limit ${AD_CANDIDATES}) a
      order by lower(a.title), a.published_at desc, a.id desc
    ) t
    order by prefix desc, published_at desc, id desc
    limit ${limit}`.execute(db);
  return rows;
}

/** Ads the text search matches, best ranked first, one per distinct title, leaving out `seen`. */
async function searchedAds(db: Kysely<Database>, query: TextQuery, seen: number[], limit: number) {
  const { condition, rank } = textMatch(query);
  const { rows } = await sql<SearchSuggestion>`
    select 'ad' as "from", id, title,
      (select i.file_id::text from ad_images i where i.ad_id = t.id order by i.position, i.id limit 1) as "galleryId"
    from (
      select distinct on (lower(a.title)) a.id, a.title, a.published_at, a.rank
      from (select a.id, a.title, a.published_at, ${rank} as rank from ads a
            where ${condition} and ${isActive('a')} and a.id <> all(${seen}::integer[])
            limit ${AD_CANDIDATES}) a
      order by lower(a.title), a.rank desc, a.published_at desc, a.id desc
    ) t
    order by rank desc, published_at desc, id desc
    limit ${limit}`.execute(db);
  return rows;
}

async function searchSuggestions(db: Kysely<Database>, term: string, seen: number[], limit: number) {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const asTyped = await textQuery(db, words, false);
  const found = asTyped ? await searchedAds(db, asTyped, seen, limit) : [];
  if (found.length > 0) return found;
  const corrected = await textQuery(db, words, true);
  return corrected ? searchedAds(db, corrected, seen, limit) : [];
}

export async function findSuggestions(db: Kysely<Database>, term: string): Promise<SearchSuggestion[]> {
  const p = patterns(term);
  const booths = await boothSuggestions(db, p);
  const room = SUGGESTIONS_MAX - booths.length;
  const ads = await adSuggestions(db, p, room);
  const searched =
    ads.length < room
      ? await searchSuggestions(
          db,
          term,
          ads.map((ad) => ad.id),
          room - ads.length,
        )
      : [];
  return [...booths, ...ads, ...searched];
}
