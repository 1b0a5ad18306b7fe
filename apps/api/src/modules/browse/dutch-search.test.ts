import { adListResponseSchema, searchSuggestionsResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createSearchCorpus } from './search-corpus';
import type { SearchCorpus } from './search-corpus';
import { QUALITY_ADS, QUALITY_QUERIES } from './dutch-search-cases';
import type { QualityAd } from './dutch-search-cases';

/** Share of QUALITY_QUERIES that must find their ad in the first 10 (docs/decisions/0015-dutch-search.md). */
const MIN_RECALL = 0.95;
/** The whole set is a few hundred requests, on a machine other test files share. */
const QUERY_SET_TIMEOUT_MS = 180_000;

describe('search finds what Dutch people type', () => {
  let t: TestApp;
  let call: SearchCorpus['call'];
  const ids = new Map<QualityAd, number>();
  const keyOf = new Map<number, QualityAd>();

  const top10 = async (term: string): Promise<QualityAd[]> => {
    const query = new URLSearchParams({ search: term, limit: '10' });
    const response = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema
      .parse(response.json())
      .data.map((ad) => keyOf.get(ad.id))
      .filter((key) => key !== undefined);
  };
  const suggested = async (term: string): Promise<QualityAd[]> => {
    const response = await call('GET', `/public/v2/Search/Get?searchTerm=${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchSuggestionsResponseSchema
      .parse(response.json())
      .data.filter((s) => s.from === 'ad')
      .map((s) => keyOf.get(s.id))
      .filter((key) => key !== undefined);
  };

  beforeAll(async () => {
    const entries = Object.entries(QUALITY_ADS) as [QualityAd, { title: string; description: string }][];
    const corpus = await createSearchCorpus(entries.map(([, ad]) => ad));
    ({ t, call } = corpus);
    entries.forEach(([key], index) => {
      const id = corpus.ids[index] as number;
      ids.set(key, id);
      keyOf.set(id, key);
    });
  });
  afterAll(() => t.close());

  it(
    `finds the expected ad in the first 10 for at least ${MIN_RECALL * 100} % of the query set`,
    async () => {
      const misses: string[] = [];
      for (const [term, expected] of QUALITY_QUERIES)
        if (!(await top10(term)).includes(expected)) misses.push(`${term} → ${expected}`);
      const recall = 1 - misses.length / QUALITY_QUERIES.length;
      console.info(
        `Dutch search quality: ${QUALITY_QUERIES.length - misses.length} of ${QUALITY_QUERIES.length} ` +
          `(recall ${(recall * 100).toFixed(1)} %) in the first 10; missed: ${misses.join(', ') || 'none'}`,
      );
      expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(200);
      expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL);
    },
    QUERY_SET_TIMEOUT_MS,
  );

  it("ranks the bikes for 'fiets' above bike bags, locks, racks and rain jackets", async () => {
    const found = await top10('fiets');
    const bikes: QualityAd[] = ['damesfiets', 'herenfiets', 'racefiets', 'bakfiets', 'kinderfiets'];
    // 'Fietsenrek voor drie fietsen' names bikes too, but it is a rack: its title starts with one.
    const accessories: QualityAd[] = [
      'fietstas',
      'fietsregenjas',
      'fietsslot',
      'fietsstoeltje',
      'fietsenrek',
    ];
    for (const bike of [...bikes, 'meisjesfiets', 'omafiets', 'eBike'] as QualityAd[])
      expect(found, bike).toContain(bike);
    const lastBike = Math.max(...bikes.map((bike) => found.indexOf(bike)));
    for (const accessory of accessories)
      if (found.includes(accessory)) expect(found.indexOf(accessory), accessory).toBeGreaterThan(lastBike);
    // The accessory's own word still finds it first.
    expect((await top10('fietstas'))[0]).toBe('fietstas');
  });

  it("corrects one-letter typos of 'hangmat' to its plural in a title", async () => {
    const word = 'hangmat';
    const typos = new Set<string>();
    for (let i = 0; i < word.length; i += 1) {
      typos.add(word.slice(0, i) + word.slice(i + 1)); // a letter left out
      typos.add(word.slice(0, i) + word.charAt(i) + word.slice(i)); // a letter doubled
      if (i + 1 < word.length)
        typos.add(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2)); // swapped
    }
    typos.delete(word);
    const missed: string[] = [];
    for (const typo of typos) if (!(await top10(typo)).includes('hangmat')) missed.push(typo);
    expect(missed).toEqual([]);
  });

  it('suggests ads for typos, plurals and compounds as Enter finds them', async () => {
    for (const [term, expected] of [
      ['omafiest', 'omafiets'],
      ['omafietsen', 'omafiets'],
      ['gazele', 'damesfiets'],
      ['hnagmat', 'hangmat'],
      ['hangmatten', 'hangmat'],
      ['crêpe', 'crepepan'],
      ['fietsje', 'loopfiets'],
    ] as const)
      expect(await suggested(term), term).toContain(expected);
  });
});
