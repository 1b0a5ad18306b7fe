// English finds Dutch (decision 0049): over the demo catalogue's ads, the first page of each English query
// of the query set holds at least 90 % of what the Dutch query's first page holds, all queries together;
// suggestions find the Dutch ads too.
import { adListResponseSchema, searchSuggestionsResponseSchema } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CATALOGUE } from '../../db/seed/data/ad-catalogue';
import type { TestApp } from '../../test/test-app';
import { createSearchCorpus } from './search-corpus';
import type { SearchCorpus } from './search-corpus';
import { ENGLISH_DUTCH_QUERIES } from './search-terms/english-dutch-queries';
import { syncSearchTerms } from './search-terms/sync-search-terms';

const MIN_OVERLAP = 0.9;
/** Two hundred searches, on a machine other test files share. */
const QUERY_SET_TIMEOUT_MS = 180_000;

describe('English finds Dutch', () => {
  let t: TestApp;
  let call: SearchCorpus['call'];

  const firstPage = async (term: string): Promise<number[]> => {
    const query = new URLSearchParams({ search: term });
    const response = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json()).data.map((ad) => ad.id);
  };

  beforeAll(async () => {
    ({ t, call } = await createSearchCorpus(Object.values(AD_CATALOGUE).flat()));
  });
  afterAll(() => t.close());

  it(
    `gives the English query's first page at least ${MIN_OVERLAP * 100} % of the Dutch query's`,
    async () => {
      let dutchFound = 0;
      let shared = 0;
      const short: string[] = [];
      for (const [english, dutch] of ENGLISH_DUTCH_QUERIES) {
        const nl = await firstPage(dutch);
        const en = new Set(await firstPage(english));
        expect(nl.length, `'${dutch}' finds nothing in the catalogue`).toBeGreaterThan(0);
        const both = nl.filter((id) => en.has(id)).length;
        dutchFound += nl.length;
        shared += both;
        if (both < nl.length) short.push(`${english}/${dutch} ${both}/${nl.length}`);
      }
      const overlap = shared / dutchFound;
      console.info(
        `English/Dutch query set: ${shared} of ${dutchFound} Dutch first-page ads also on the English page ` +
          `(${(overlap * 100).toFixed(1)} %); short: ${short.join(', ') || 'none'}`,
      );
      expect(overlap, short.join('\n')).toBeGreaterThanOrEqual(MIN_OVERLAP);
    },
    QUERY_SET_TIMEOUT_MS,
  );

  it('suggests the Dutch ads for an English word', async () => {
    const response = await call('GET', '/public/v2/Search/Get?searchTerm=stroller');
    expect(response.statusCode, response.body).toBe(200);
    const titles = searchSuggestionsResponseSchema
      .parse(response.json())
      .data.filter((s) => s.from === 'ad')
      .map((s) => s.title.toLowerCase());
    expect(titles.some((title) => title.includes('kinderwagen') || title.includes('buggy'))).toBe(true);
  });

  it('writes the term list only when the table holds another version of it', async () => {
    const versions = async () =>
      (await sql<{ v: string }>`select xmin::text as v from search_translations order by 1`.execute(t.db))
        .rows;
    const before = await versions();
    expect(before.length).toBeGreaterThan(600);
    await syncSearchTerms(t.db);
    expect(await versions()).toEqual(before);
    await sql`delete from search_translations where word = 'bike'`.execute(t.db);
    await syncSearchTerms(t.db);
    const rewritten = await versions();
    expect(rewritten).toHaveLength(before.length);
    expect(rewritten).not.toEqual(before);
  });
});
