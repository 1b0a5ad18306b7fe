import { describe, expect, it } from 'vitest';
import { langFromCookieHeader } from './locale';

describe('langFromCookieHeader', () => {
  it('reads the lang cookie among others', () => {
    expect(langFromCookieHeader('theme=dark; lang=en; other=1')).toBe('en');
    expect(langFromCookieHeader('lang=nl')).toBe('nl');
  });

  it('falls back to Dutch for a missing or unknown language', () => {
    expect(langFromCookieHeader('')).toBe('nl');
    expect(langFromCookieHeader(undefined)).toBe('nl');
    expect(langFromCookieHeader('lang=de')).toBe('nl');
    expect(langFromCookieHeader('xlang=en')).toBe('nl');
  });

  it('takes the first of two lang cookies, as the most specific one a browser sends', () => {
    expect(langFromCookieHeader('lang=nl; lang=en')).toBe('nl');
    expect(langFromCookieHeader('lang=en; lang=nl')).toBe('en');
  });
});
