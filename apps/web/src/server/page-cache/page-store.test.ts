// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageStore, type StoredPage } from './page-store';

const pageOf = (tags: string[], bytes = 10): StoredPage => ({
  headers: {},
  identity: Buffer.alloc(bytes),
  gzip: Buffer.alloc(1),
  brotli: Buffer.alloc(1),
  tags,
});
const limits = { maxEntries: 10, maxBytes: 1_000, ttlMs: 60_000 };

describe('the page store', () => {
  it('drops exactly the pages carrying an invalidated tag', () => {
    const store = createPageStore(limits);
    store.set('nl /ads/1', pageOf(['all', 'ads', 'ad:1']), store.generation());
    store.set('en /ads/1', pageOf(['all', 'ads', 'ad:1']), store.generation());
    store.set('nl /ads/2', pageOf(['all', 'ads', 'ad:2']), store.generation());
    store.set('nl /', pageOf(['all', 'feed']), store.generation());
    expect(store.invalidate(['ad:1'])).toBe(2);
    expect(store.get('nl /ads/1')).toBeUndefined();
    expect(store.get('en /ads/1')).toBeUndefined();
    expect(store.get('nl /ads/2')).toBeDefined();
    expect(store.invalidate(['feed'])).toBe(1);
    expect(store.invalidate(['all'])).toBe(1);
    expect(store.size).toBe(0);
  });

  it('does not keep a render that raced an invalidation', () => {
    const store = createPageStore(limits);
    const since = store.generation();
    store.invalidate(['ad:1']);
    store.set('nl /ads/1', pageOf(['ad:1']), since);
    expect(store.get('nl /ads/1')).toBeUndefined();
  });

  it('keeps a render during which only other pages were invalidated', () => {
    const store = createPageStore(limits);
    const since = store.generation();
    store.invalidate(['ad:2']);
    store.invalidate(['booth:7']);
    store.set('nl /ads/1', pageOf(['all', 'ads', 'ad:1']), since);
    expect(store.get('nl /ads/1')).toBeDefined();
    store.invalidate(['feed']);
    store.set('nl /', pageOf(['all', 'feed']), since);
    expect(store.get('nl /')).toBeUndefined();
  });

  it('does not keep a render older than the invalidations it remembers', () => {
    const store = createPageStore(limits);
    const since = store.generation();
    for (let i = 0; i < 600; i += 1) store.invalidate([`ad:${1000 + i}`]);
    store.set('nl /ads/1', pageOf(['ad:1']), since);
    expect(store.get('nl /ads/1')).toBeUndefined();
  });

  it('is bounded by entries and bytes, least recently used first, and by its TTL', () => {
    let now = 5_000;
    const store = createPageStore({ maxEntries: 2, maxBytes: 100, ttlMs: 1_000, now: () => now });
    store.set('a', pageOf(['x']), 0);
    store.set('b', pageOf(['x']), 0);
    store.get('a');
    store.set('c', pageOf(['x']), 0);
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    store.set('big', pageOf(['x'], 95), 0);
    expect(store.size).toBe(1);
    store.set('huge', pageOf(['x'], 500), 0);
    expect(store.get('huge')).toBeUndefined();
    now += 1_001;
    expect(store.get('big')).toBeUndefined();
    expect(store.invalidate(['x'])).toBe(0);
  });
});
