// The term list is data: well formed, large enough for the category tree's vocabulary, holding what an
// English visitor types most, and read both ways.
import { describe, expect, it } from 'vitest';
import { ENGLISH_DUTCH_QUERIES } from './english-dutch-queries';
import { ENGLISH_DUTCH_TERMS } from './english-dutch-terms';
import { joinPhrases, translations } from './term-list';

describe('the English–Dutch term list', () => {
  it('holds lower-case, accent-free entries once each, a Dutch word for every English word or phrase', () => {
    const seen = new Set<string>();
    for (const [english, dutch] of ENGLISH_DUTCH_TERMS) {
      expect(english, english).toMatch(/^[a-z0-9]+( [a-z0-9]+){0,3}$/);
      expect(dutch, dutch).toMatch(/^[a-z0-9]+$/);
      expect(english, 'the same word in both languages needs no entry').not.toBe(dutch);
      const key = `${english}=${dutch}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('covers at least 300 Dutch title words and what the issue names', () => {
    expect(new Set(ENGLISH_DUTCH_TERMS.map(([, dutch]) => dutch)).size).toBeGreaterThanOrEqual(300);
    const has = (english: string, dutch: string) =>
      ENGLISH_DUTCH_TERMS.some(([e, d]) => e === english && d === dutch);
    for (const [english, dutch] of [
      ['bike', 'fiets'],
      ['sofa', 'bank'],
      ['sofa', 'bankstel'],
      ['couch', 'bank'],
      ['couch', 'bankstel'],
      ['wardrobe', 'kast'],
      ['wardrobe', 'kledingkast'],
      ['stroller', 'kinderwagen'],
      ['stroller', 'buggy'],
    ] as const)
      expect(has(english, dutch), `${english} → ${dutch}`).toBe(true);
  });

  it('reads one-word entries both ways, in the order the database sorts them', () => {
    const rows = translations([
      ['sofa', 'bank'],
      ['couch', 'bank'],
      ['washing machine', 'wasmachine'],
    ]);
    expect(rows).toEqual([
      { word: 'bank', equivalent: 'couch', dutch: false },
      { word: 'bank', equivalent: 'sofa', dutch: false },
      { word: 'couch', equivalent: 'bank', dutch: true },
      { word: 'sofa', equivalent: 'bank', dutch: true },
    ]);
  });

  it('reads a listed phrase as its Dutch word, the longest first, and leaves other words alone', () => {
    expect(joinPhrases(['washing', 'machine', 'bosch'])).toEqual(['wasmachine', 'bosch']);
    expect(joinPhrases(['oak', 'dining', 'table'])).toEqual(['oak', 'eettafel']);
    expect(joinPhrases(['table', 'tennis', 'table'])).toEqual(['tafeltennistafel']);
    expect(joinPhrases(['washing'])).toEqual(['washing']);
  });

  it('has a query set of 100 distinct English queries, each of them in the list', () => {
    expect(ENGLISH_DUTCH_QUERIES).toHaveLength(100);
    expect(new Set(ENGLISH_DUTCH_QUERIES.map(([english]) => english)).size).toBe(100);
    for (const [english, dutch] of ENGLISH_DUTCH_QUERIES)
      expect(
        ENGLISH_DUTCH_TERMS.some(([e, d]) => e === english && d === dutch),
        english,
      ).toBe(true);
  });
});
