import { describe, expect, it } from 'vitest';
import { cityQuerySchema, countLetters } from './places';

describe('countLetters', () => {
  it('counts letters and digits in any script, not spaces or punctuation', () => {
    expect(countLetters("'s-Hertogenbosch")).toBe(14);
    expect(countLetters(" 's ")).toBe(1);
    expect(countLetters('Ee')).toBe(2);
    expect(countLetters('Ölst')).toBe(4);
  });
});

describe('cityQuerySchema', () => {
  it('accepts a two-letter search and refuses a one-letter one', () => {
    expect(cityQuerySchema.safeParse({ search: 'Ee' }).success).toBe(true);
    const refused = cityQuerySchema.safeParse({ search: ' a ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('CITY_SEARCH_TOO_SHORT');
  });

  it('defaults the language to Dutch', () => {
    expect(cityQuerySchema.parse({}).lang).toBe('nl');
  });
});
