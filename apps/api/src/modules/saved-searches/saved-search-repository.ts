// The saved_searches rows of one user: at most SAVED_SEARCH_MAX, one per normalised query. The count and
// the insert run in one transaction that locks the user's row first, so parallel saves queue and cannot
// pass the limit, on PGlite and on any number of PostgreSQL instances.
import { SAVED_SEARCH_MAX } from '@kraam/shared';
import type { SavedSearch, SavedSearchEditBody, SavedSearchFrequency } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import type { MatchColumns } from './match-columns';

const columns = [
  'id',
  'name',
  'query',
  'frequency',
  'resume_frequency',
  'email',
  'push',
  'created_at',
] as const;

interface SavedSearchRow {
  id: number;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  resume_frequency: SavedSearch['resumeFrequency'];
  email: boolean;
  push: boolean;
  created_at: Date;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  resumeFrequency: row.frequency === 'off' ? (row.resume_frequency ?? 'instant') : null,
  email: row.email,
  push: row.push,
  createdAt: row.created_at.toISOString(),
});

export interface NewSavedSearch extends MatchColumns {
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  email: boolean;
  push: boolean;
}

/** The user's search with this query if there is one (saving it again answers it), else a new one. */
export function insertSavedSearch(
  db: Kysely<Database>,
  userId: number,
  search: NewSavedSearch,
): Promise<SavedSearch> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('saved_searches')
      .select(columns)
      .where('user_id', '=', userId)
      .where('query', '=', search.query)
      .executeTakeFirst();
    if (existing) return toSavedSearch(existing);
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_SEARCH_MAX) throw new AppError('CONFLICT', 'SAVED_SEARCH_LIMIT');
    const row = await trx
      .insertInto('saved_searches')
      .values({ user_id: userId, ...search })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toSavedSearch(row);
  });
}

export async function listSavedSearches(db: Kysely<Database>, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSavedSearch);
}

/** The edited search; 404 when it is not the user's. */
export async function editSavedSearch(
  db: Kysely<Database>,
  userId: number,
  { id, ...changes }: SavedSearchEditBody,
): Promise<SavedSearch> {
  const row = await db
    .updateTable('saved_searches')
    .set({
      ...changes,
      // Pausing remembers what it paused; pausing a paused search keeps what it remembered.
      ...(changes.frequency === 'off'
        ? {
            resume_frequency: sql<
              SavedSearch['resumeFrequency']
            >`coalesce(nullif(frequency, 'off'), resume_frequency)`,
          }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toSavedSearch(row);
}

/** Deletes the user's search (its matches go with it); 404 when it is not the user's. */
export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw new AppError('NOT_FOUND');
}
