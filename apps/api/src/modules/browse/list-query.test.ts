import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { isActive } from '../../db/active-ads';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';
import { listPage } from './list-query';
import type { ListSpec } from './list-spec';
import { newestKey } from './sort-keys';

// A capped ranking of words alone samples the newest ads before it chooses how to find the newest `cap`
// matches (list-query.ts, candidateIds). Whichever it chooses, they are the same ads: here with a sample of
// 50 ads and a cap of 30, on tables laid out for each choice.
const CAP = 30;
const SAMPLE = 50;
const COUNT_CAP = 40;

describe('the newest matches of a capped ranking', () => {
  let test: TestDatabase;
  let w: BrowseWorld;
  beforeAll(async () => {
    test = await createTestDatabase(loadConfig().databaseUrl);
    w = await buildBrowseWorld(test.database.db);
  });
  afterAll(() => test.drop());

  /**
   * Replaces every ad by `pattern`, newest last: 'x' a match ('Zeilboot'), '.' another ad. The table's
   * statistics are renewed, as autovacuum would, since the choice reads its size. Answers the matches' ids.
   */
  const layOut = async (pattern: string): Promise<number[]> => {
    const { db } = test.database;
    await db.deleteFrom('ads').execute();
    const { rows } = await sql<{ id: number; title: string }>`
      insert into ads (booth_id, user_id, category_id, title, price_type, price_cents, delivery, status,
        published_at, valid_from, valid_until)
      select ${w.booths.other}::int, ${w.users.other}::int, ${w.categories.cityBikes}::int,
        case when substr(${pattern}, n, 1) = 'x' then 'Zeilboot ' else 'Staande lamp ' end || n,
        'startPrice', 1000, 'pickup', 'published', now() - interval '1 day' + n * interval '1 second', now(),
        now() + interval '21 days'
      from generate_series(1, ${pattern.length}::int) n
      returning id, title`.execute(db);
    await sql`analyze ads`.execute(db);
    return rows.filter((row) => row.title.startsWith('Zeilboot')).map((row) => row.id);
  };
  const spec: ListSpec = {
    name: 'test:newest-matches',
    conditions: [isActive('a'), sql<boolean>`a.title like 'Zeilboot %'`],
    sort: newestKey,
    candidates: { cap: CAP, walk: true, sample: SAMPLE },
  };
  const newestMatches = async () => {
    const page = await listPage(test.database.db, spec, 'nl', { limit: CAP, countCap: COUNT_CAP });
    return { ids: page.items.map((ad) => ad.id), count: page.count };
  };
  /** The list holds the newest CAP of `matches` (ids oldest first), its total capped. */
  const expectNewestCapped = async (matches: number[]) =>
    expect(await newestMatches()).toEqual({
      ids: matches.toReversed().slice(0, CAP),
      count: { total: COUNT_CAP, capped: true },
    });
  const older = (matches: number, others: number) => 'x'.repeat(matches) + '.'.repeat(others);
  /** `hits` matches among the newest SAMPLE ads, spread over them. */
  const sampleWith = (hits: number) =>
    Array.from({ length: SAMPLE }, (_, i) => ((i * hits) % SAMPLE < hits ? 'x' : '.')).join('');

  it('takes them from the sample when it holds enough of them', async () => {
    const matches = await layOut(older(20, 100) + sampleWith(35));
    await expectNewestCapped(matches);
  });

  it('walks on past the sample when matches are common enough', async () => {
    const matches = await layOut(older(60, 700) + sampleWith(20));
    await expectNewestCapped(matches);
  });

  it('reads all the matches through the index when they are rare among the newest', async () => {
    const matches = await layOut(older(60, 300) + sampleWith(5));
    await expectNewestCapped(matches);
  });

  it('lists them from the count when there are no more than it counts', async () => {
    const matches = await layOut(older(30, 200) + sampleWith(5));
    expect(await newestMatches()).toEqual({
      ids: matches.toReversed().slice(0, CAP),
      count: { total: 35, capped: false },
    });
  });
});
