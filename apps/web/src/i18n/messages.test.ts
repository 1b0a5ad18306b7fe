import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { formatterMessagesFor, messagesFor } from './messages';

const translator = (locale: 'nl' | 'en') =>
  createTranslator({ locale, messages: formatterMessagesFor(locale), timeZone: 'Europe/Amsterdam' });

describe('precompiled messages', () => {
  it('format plurals, numbers, placeholders and apostrophes as the written texts say', () => {
    const nl = translator('nl');
    const en = translator('en');
    expect(nl('browse.results.total', { count: 0, shown: '0' })).toBe('Geen advertenties');
    expect(nl('browse.results.total', { count: 1, shown: '1' })).toBe('1 advertentie');
    expect(nl('browse.results.total', { count: 1234, shown: '1.234' })).toBe('1.234 advertenties');
    // `#` is a number in the page's language.
    expect(nl('publish.steps.category.subcategories', { count: 1 })).toBe('1 subcategorie');
    expect(nl('publish.steps.category.subcategories', { count: 1234 })).toBe('1.234 subcategorieën');
    expect(en('publish.steps.category.subcategories', { count: 1234 })).toBe('1,234 subcategories');
    expect(nl('browse.filters.radiusKm', { km: 25 })).toBe('< 25 km');
    expect(nl('browse.filters.photosOnly')).toBe("Alleen met foto's");
    expect(en('browse.results.total', { count: 1234, shown: '1,234' })).toBe('1,234 ads');
  });

  // One word for a rental in the filter and in the ad form, so a seller's choice is found.
  it.each(['nl', 'en'] as const)('name each price type alike in the filter and the ad form (%s)', (lang) => {
    const t = translator(lang);
    for (const type of ['rental', 'swap', 'free', 'deposit', 'startPrice', 'seeDescription'] as const) {
      expect(t(`browse.filters.priceTypes.${type}`)).toBe(t(`publish.priceType.${type}`));
    }
  });

  it('are plain objects and arrays, which React can hand to the browser', () => {
    const nonPlain = (value: unknown): boolean =>
      typeof value === 'object' &&
      value !== null &&
      (![Object.prototype, Array.prototype].includes(Object.getPrototypeOf(value) as object) ||
        Object.values(value).some(nonPlain));
    expect(nonPlain(formatterMessagesFor('nl'))).toBe(false);
    expect(nonPlain(formatterMessagesFor('en'))).toBe(false);
  });

  it('keep every key of the written catalogue', () => {
    const keys = (tree: object): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? keys(value as object).map((sub) => `${key}.${sub}`)
          : [key],
      );
    for (const lang of ['nl', 'en'] as const) {
      expect(keys(formatterMessagesFor(lang))).toEqual(keys(messagesFor(lang)));
    }
  });
});
