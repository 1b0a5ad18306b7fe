import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kraam/shared';
import { euroFormatter } from './price-text';

const AMOUNTS = [
  0, 1, 5, 99, 100, 1250, 8500, 99_999, 100_000, 125_005, 1_000_000, 123_456_789, 9_999_999_999,
];

describe('euroFormatter', () => {
  it.each(LANGUAGES)('writes euros as Intl does in %s, without cents when whole', (lang) => {
    const whole = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const exact = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    const format = euroFormatter(lang);
    for (const cents of AMOUNTS) {
      expect(format(cents)).toBe((cents % 100 === 0 ? whole : exact).format(cents / 100));
    }
  });

  it('groups thousands and writes cents in each language', () => {
    expect(euroFormatter('nl')(125_000)).toBe('€\u00a01.250');
    expect(euroFormatter('nl')(1250)).toBe('€\u00a012,50');
    expect(euroFormatter('en')(125_000)).toBe('€1,250');
    expect(euroFormatter('en')(1250)).toBe('€12.50');
  });
});
