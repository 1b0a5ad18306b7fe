import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kraam/shared';
import { formatWholeNumber } from './whole-number';

describe('formatWholeNumber', () => {
  it.each(LANGUAGES)('groups thousands as Intl does in %s', (lang) => {
    const intl = new Intl.NumberFormat(lang);
    for (const value of [0, 7, 999, 1000, 1250, 99_999, 100_000, 1_234_567, 2_147_483_647]) {
      expect(formatWholeNumber(value, lang)).toBe(intl.format(value));
    }
  });
});
