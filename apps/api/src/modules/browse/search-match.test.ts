// A saved search's alert must mean 'this ad would be listed': the one-statement verdicts of adInSearches
// equal, for every ad of a small marketplace (hidden ones too), each search's own conditions as the search
// page builds them, words matched as typed, whatever else shares the statement.
import { adFilterQuerySchema } from '@kraam/shared';
import type { AdFilterQuery } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { insertAdRow } from '../../test/ad-fixtures';
import { buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';
import { resolveReferences } from './filter-references';
import { createSearchProbe } from './search-match';
import { searchSpec } from './search-spec';

describe('whether an ad is in many searches at once', () => {
  let t: TestApp;
  let w: BrowseWorld;
  let adIds: number[];
  let queries: AdFilterQuery[];
  const { adInSearches } = createSearchProbe();

  /** The ads the search's own conditions list, or none when its references do not exist. */
  async function listed(query: AdFilterQuery): Promise<Set<number>> {
    const refs = await resolveReferences(t.db, query).catch(() => null);
    if (!refs) return new Set();
    const { spec } = await searchSpec(t.db, query, refs, 'asTyped');
    const { rows } = await sql<{ id: number }>`
      select a.id from ads a where ${sql.join(spec.conditions, sql` and `)}`.execute(t.db);
    return new Set(rows.map((row) => row.id));
  }

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildBrowseWorld(t.db);
    await t.db
      .insertInto('postal_codes')
      .values({ code: '1012', latitude: 52.3731, longitude: 4.8926 })
      .execute();
    adIds = [...Object.values(w.ads), ...Object.values(w.hidden)];
    const c = w.categories;
    queries = [
      'search=fiets',
      'search=damesfiets',
      'search=tafel cafe',
      'search=Café',
      'search=xyzzyq',
      'search=!!!',
      `categoryId=${c.vehicles}`,
      `categoryId=${c.bikes}&priceMax=100`,
      `categoryId=${c.cityBikes}&search=fiets&priceMin=100`,
      `categoryId=${c.home}&priceType=free,swap`,
      'priceMin=50&priceMax=200',
      'condition=good,new',
      'delivery=post',
      'search=fiets&postalCode=1012AB&radiusKm=10',
      'postalCode=1012&radiusKm=5&search=bank',
      'postalCode=9999ZZ&radiusKm=5',
      `categoryId=${c.cityBikes}&fields=frame:55-60`,
      `categoryId=${c.cityBikes}&fields=gears:hub3`,
      `provinceId=${w.places.friesland}`,
      `boothId=${w.booths.other}&search=lamp`,
      'categoryId=999999',
    ].map((query) => adFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
  });
  afterAll(() => t?.close());

  it('answers every search as its own conditions would, for every ad', async () => {
    const expected = await Promise.all(queries.map(listed));
    // Some searches list ads and some do not: the comparison is not of empty sets.
    expect(expected.filter((ids) => ids.size > 0).length).toBeGreaterThan(10);
    expect(expected.filter((ids) => ids.size === 0).length).toBeGreaterThan(2);
    for (const adId of adIds) {
      const verdicts = await adInSearches(t.db, adId, queries);
      expect(verdicts, `ad ${adId}`).toEqual(expected.map((ids) => ids.has(adId)));
    }
  });

  it('answers false for an ad that does not exist, and a search the database refuses spoils no other', async () => {
    expect(await adInSearches(t.db, 2_147_483_647, queries)).toEqual(queries.map(() => false));
    const refused: AdFilterQuery[] = [];
    // Text with a NUL byte, which PostgreSQL refuses: that column fails, the statement with it, and then only it.
    const broken: AdFilterQuery = {
      ...(queries[0] as AdFilterQuery),
      fields: [{ key: 'frame', values: ['a\u0000'] }],
    };
    const verdicts = await adInSearches(t.db, w.ads.gazelle, [queries[0] as AdFilterQuery, broken], (query) =>
      refused.push(query),
    );
    expect(verdicts).toEqual([true, false]);
    expect(refused).toEqual([broken]);
  });

  it("builds a word list's query as the search page builds the same words' query", async () => {
    const { rows: titleWords } = await sql<{ word: string }>`
      select distinct word from search_word_keys order by word`.execute(t.db);
    const lists = [
      ...titleWords.map(({ word }) => [word]),
      ['tafel', 'cafe'],
      ['fietsen', 'zwart'],
      ['xyzzyq'],
      ['de', 'het'],
    ];
    expect(titleWords.length).toBeGreaterThan(10);
    const { rows } = await sql<{ words: string[]; built: string | null; searched: string | null }>`
      select l.words, kraam_search_matches(l.words) as built,
        (select q.matches from kraam_search_queries(l.words, false) q) as searched
      from jsonb_to_recordset(${JSON.stringify(lists.map((words) => ({ words })))}::jsonb) as l (words text[])`.execute(
      t.db,
    );
    expect(rows.filter((row) => row.built !== null).length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.built !== row.searched)).toEqual([]);
  });

  it("keeps a word list's query only while no title word joined its family", async () => {
    const probe = createSearchProbe();
    const fiets = adFilterQuerySchema.parse({ search: 'fiets' });
    expect(await probe.adInSearches(t.db, w.ads.gazelle, [fiets])).toEqual([true]);
    // 'Elektrofiets' is a word the catalogue never had: 'fiets' finds it only as its family's new member.
    const electric = await insertAdRow(t.db, {
      booth_id: w.booths.seller,
      user_id: w.users.seller,
      category_id: w.categories.cityBikes,
      title: 'Elektrofiets zwart',
      published_at: new Date(),
    });
    expect(await probe.adInSearches(t.db, electric, [fiets])).toEqual([true]);
    expect(await listed(fiets)).toContain(electric);
  });
});
