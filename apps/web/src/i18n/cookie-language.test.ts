import { describe, expect, it } from 'vitest';
import { languageFromCookies } from './cookie-language';

describe('languageFromCookies', () => {
  it('reads the lang cookie among others', () => {
    expect(languageFromCookies('theme=dark; lang=en; other=1')).toBe('en');
    expect(languageFromCookies('lang=nl')).toBe('nl');
  });

  it('falls back to Dutch for a missing or unknown language', () => {
    expect(languageFromCookies('')).toBe('nl');
    expect(languageFromCookies('lang=de')).toBe('nl');
    expect(languageFromCookies('xlang=en')).toBe('nl');
  });
});
