// Whether one ad is in a search's results: the search's own conditions (search-spec.ts) restricted to that
// ad's id, so a saved search's alert means exactly 'this ad would be listed'. The words are matched as
// typed: a typo-corrected list depends on how few other ads match, which is no ground for an alert.
import type { AdFilterQuery } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { resolveReferences } from './filter-references';
import type { FilterReferences } from './filter-references';
import { searchSpec } from './search-spec';
import { searchWords } from './text-search';

export async function adInSearch(
  db: Kysely<Database>,
  adId: number,
  query: AdFilterQuery,
  refs: FilterReferences,
): Promise<boolean> {
  const { spec } = await searchSpec(db, query, refs, 'asTyped');
  const { rows } = await sql<{ one: number }>`
    select 1 as one from ads a where a.id = ${adId}::integer and ${sql.join(spec.conditions, sql` and `)}`.execute(
    db,
  );
  return rows.length > 0;
}

/** What saved searches ask of search (the app hands it to them): references, the one-ad test, the words. */
export const searchProbe = { references: resolveReferences, adInSearch, words: searchWords };
