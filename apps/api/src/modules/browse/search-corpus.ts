// The query-set tests' world: one seller with one booth in one category, and the given ads, newest first
// in the given order, on an app whose search has no rate limit (every request comes from one address).
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { caller } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const HOUR_MS = 3_600_000;

export interface SearchCorpus {
  t: TestApp;
  call: ReturnType<typeof caller>;
  /** The ads' ids, in the order given. */
  ids: number[];
}

export async function createSearchCorpus(
  ads: readonly { title: string; description: string }[],
): Promise<SearchCorpus> {
  const t = await createTestApp({ config: { searchRateLimit: 0 } });
  const category = await insertCategory(t.db, { nl: 'Alles', en: 'Everything', priority: 1 });
  const user = await insertUser(t.db, { email: 'verkoper@example.com', password: 'verkoper-wachtwoord-1' });
  const booth = await insertBoothRow(t.db, user, 'Kraam van de verkoper');
  const ids: number[] = [];
  for (const [index, ad] of ads.entries())
    ids.push(
      await insertAdRow(t.db, {
        booth_id: booth,
        user_id: user,
        category_id: category,
        title: ad.title,
        description: ad.description,
        published_at: new Date(Date.now() - index * HOUR_MS),
      }),
    );
  return { t, call: caller(t.app), ids };
}
