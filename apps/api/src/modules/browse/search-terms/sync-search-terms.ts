// Writes the term list into search_translations (migration 0033) when the table holds another version of
// it: at start-up, before the first search, and once for the tests' template database. Idempotent, so
// instances starting together end with the same rows.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { translations } from './term-list';
import type { Translation } from './term-list';

const signatureOf = (rows: readonly Translation[]) =>
  createHash('md5')
    .update(rows.map((row) => `${row.word}=${row.equivalent}:${row.dutch ? 1 : 0}`).join(','))
    .digest('hex');

export async function syncSearchTerms(db: Kysely<Database>): Promise<void> {
  const rows = translations();
  const wanted = signatureOf(rows);
  const { rows: current } = await sql<{ signature: string }>`
    select md5(coalesce(string_agg(word || '=' || equivalent || ':' || dutch::integer, ','
      order by word collate "C", equivalent collate "C"), '')) as signature
    from (select distinct word, equivalent, dutch from search_translations) t`.execute(db);
  if (current[0]?.signature === wanted) return;
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_translations`.execute(trx);
    // Filed under the word itself and its keys: 'bikes' and 'fietsen' find the rows of 'bike' and 'fiets'.
    await sql`
      insert into search_translations (key, word, equivalent, dutch)
      select distinct k.key, p.word, p.equivalent, p.dutch
      from unnest(${rows.map((row) => row.word)}::text[], ${rows.map((row) => row.equivalent)}::text[],
        ${rows.map((row) => row.dutch)}::boolean[]) as p (word, equivalent, dutch)
      cross join lateral unnest(kraam_word_keys(p.word) || p.word) as k (key)
      on conflict do nothing`.execute(trx);
  });
}
