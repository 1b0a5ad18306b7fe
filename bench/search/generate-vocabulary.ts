// A national site's title vocabulary: the catalogue's titles hold a few hundred distinct words, while
// 200,000 real ads hold tens of thousands, many of them compounds. This adds `count` compounds made of
// two catalogue title words ('bank' + 'fiets' → 'bankfiets') to search_words, as if titles had used
// them, so a search word's family and its typo corrections are looked up in a vocabulary of that size
// (families up to their cap of 200 words). The ads themselves do not change.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/database-types';

const BATCH = 10_000;

export async function addVocabulary(
  db: Kysely<Database>,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  if (count <= 0) return;
  const { rows } = await sql<{ word: string }>`
    select word from search_words where length(word) >= 4 and word ~ '^[a-z]+$' order by word`.execute(db);
  const words = rows.map((row) => row.word);
  const pairs = words.length * words.length;
  // A fixed stride through all pairs spreads the compounds over every modifier and head.
  const stride = Math.max(1, Math.floor(pairs / count));
  let added = 0;
  for (let start = 0; start < count; start += BATCH) {
    const batch: string[] = [];
    for (let i = start; i < Math.min(count, start + BATCH) && i * stride < pairs; i += 1) {
      const n = i * stride;
      const first = words[Math.floor(n / words.length)] as string;
      const second = words[n % words.length] as string;
      if (first !== second) batch.push(`${first}${second}`);
    }
    if (batch.length === 0) break;
    await sql`insert into search_words (word) select unnest(${batch}::text[]) on conflict do nothing`.execute(
      db,
    );
    added += batch.length;
    log(`vocabulary: ${added}/${count} compounds`);
  }
  await sql`vacuum analyze search_words, search_word_keys`.execute(db);
}
