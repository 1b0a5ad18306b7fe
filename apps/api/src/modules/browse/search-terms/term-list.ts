// The term list as search reads it (decision 0049): one-word entries become rows of search_translations in
// both directions, phrases are joined into their Dutch word before a search is built.
import { ENGLISH_DUTCH_TERMS } from './english-dutch-terms';

export interface Translation {
  word: string;
  equivalent: string;
  /** The equivalent is the Dutch word (its family of title words counts), not an English one. */
  dutch: boolean;
}

const isPhrase = (english: string) => english.includes(' ');

/** Every one-word pair both ways, once each, in code-unit order (as the database's "C" collation sorts). */
export function translations(terms = ENGLISH_DUTCH_TERMS): Translation[] {
  const seen = new Set<string>();
  const rows: Translation[] = [];
  const add = (word: string, equivalent: string, dutch: boolean) => {
    const key = `${word}=${equivalent}`;
    if (word === equivalent || seen.has(key)) return;
    seen.add(key);
    rows.push({ word, equivalent, dutch });
  };
  for (const [english, dutch] of terms) {
    if (isPhrase(english)) continue;
    add(english, dutch, true);
    add(dutch, english, false);
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => order(a.word, b.word) || order(a.equivalent, b.equivalent));
}

/** Longest phrases first, each with the Dutch word it is read as (the first one listed). */
function phrases(terms = ENGLISH_DUTCH_TERMS): { words: string[]; dutch: string }[] {
  const byPhrase = new Map<string, string>();
  for (const [english, dutch] of terms)
    if (isPhrase(english) && !byPhrase.has(english)) byPhrase.set(english, dutch);
  return [...byPhrase]
    .map(([english, dutch]) => ({ words: english.split(' '), dutch }))
    .sort((a, b) => b.words.length - a.words.length);
}

const PHRASES = phrases();

/** The search words with each listed English phrase in them read as its Dutch word ('washing machine' → wasmachine). */
export function joinPhrases(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = PHRASES.find((p) => p.words.every((word, j) => words[i + j] === word));
    if (phrase) {
      joined.push(phrase.dutch);
      i += phrase.words.length;
    } else {
      joined.push(words[i] as string);
      i += 1;
    }
  }
  return joined;
}
