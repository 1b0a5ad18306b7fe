import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginHref } from './login-href';
import { parseLoginIntent, rememberLoginIntent, takeLoginIntent } from './login-intent';

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('parseLoginIntent', () => {
  it('knows the four intents, a favourite only with its ad', () => {
    expect(parseLoginIntent({ intent: 'chat' })).toEqual({ intent: 'chat' });
    expect(parseLoginIntent({ intent: 'phone', ad: '3' })).toEqual({ intent: 'phone' });
    expect(parseLoginIntent({ intent: 'newAd' })).toEqual({ intent: 'newAd' });
    expect(parseLoginIntent({ intent: 'favorite', ad: '12' })).toEqual({ intent: 'favorite', adId: 12 });
  });

  it.each([
    [{}],
    [{ intent: 'unfavorite', ad: '12' }],
    [{ intent: 'toggle', ad: '12' }],
    [{ intent: 'deleteAd' }],
    [{ intent: 'Favorite', ad: '12' }],
    [{ intent: ['favorite', 'chat'], ad: '12' }],
    [{ intent: 'favorite' }],
    [{ intent: 'favorite', ad: '0' }],
    [{ intent: 'favorite', ad: '-4' }],
    [{ intent: 'favorite', ad: '1e3' }],
    [{ intent: 'favorite', ad: '012' }],
    [{ intent: 'favorite', ad: '99999999999' }],
    [{ intent: 'favorite', ad: ['12', '13'] }],
    [{ intent: '__proto__' }],
  ])('treats %j as no intent', (query) => {
    expect(parseLoginIntent(query)).toBeNull();
  });
});

describe('loginHref', () => {
  it('adds the intent and its ad after the way back', () => {
    const href = loginHref({ pathname: '/', search: '?page=2' }, { intent: 'favorite', adId: 12 });
    expect(href).toBe('/login?next=%2F%3Fpage%3D2&intent=favorite&ad=12');
    const query = new URL(href, 'http://kraam.test').searchParams;
    expect(parseLoginIntent({ intent: query.get('intent'), ad: query.get('ad') })).toEqual({
      intent: 'favorite',
      adId: 12,
    });
  });

  it('writes a space in the way back as %20, as before', () => {
    expect(loginHref({ pathname: '/categoryAds', search: '?searchTerm=rode fiets' })).toBe(
      '/login?next=%2FcategoryAds%3FsearchTerm%3Drode%20fiets',
    );
  });
});

describe('a remembered intent', () => {
  it('is taken once, on the page it returns to only', () => {
    rememberLoginIntent({ intent: 'favorite', adId: 12 }, '/ads/12?list=feed');
    expect(takeLoginIntent('favorite', '/login')).toBeNull();
    expect(takeLoginIntent('phone', '/ads/12')).toBeNull();
    expect(takeLoginIntent('favorite', '/ads/12')).toEqual({ intent: 'favorite', adId: 12 });
    expect(takeLoginIntent('favorite', '/ads/12')).toBeNull();
  });

  it('is taken anywhere when no page is named, and then gone', () => {
    rememberLoginIntent({ intent: 'favorite', adId: 12 }, '/');
    expect(takeLoginIntent('phone')).toBeNull();
    expect(takeLoginIntent('favorite')).toEqual({ intent: 'favorite', adId: 12 });
    expect(takeLoginIntent('favorite', '/')).toBeNull();
  });

  it('is dropped when it is older than ten minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T06:00:00Z') });
    rememberLoginIntent({ intent: 'phone' }, '/ads/5');
    vi.setSystemTime(new Date('2026-11-27T06:10:01Z'));
    expect(takeLoginIntent('phone', '/ads/5')).toBeNull();
    vi.setSystemTime(new Date('2026-11-27T06:00:30Z'));
    expect(takeLoginIntent('phone', '/ads/5')).toBeNull();
  });

  it('ignores what was put in storage by hand in another shape', () => {
    window.sessionStorage.setItem(
      'loginIntent',
      JSON.stringify({ intent: 'favorite', adId: 'x', path: '/ads/1', at: Date.now() }),
    );
    expect(takeLoginIntent('favorite', '/ads/1')).toBeNull();
    window.sessionStorage.setItem('loginIntent', '{not json');
    expect(takeLoginIntent('favorite', '/ads/1')).toBeNull();
  });
});
