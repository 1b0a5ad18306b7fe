// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

const SECRET = 'a'.repeat(32);

describe('the web server settings', () => {
  it('caches pages only when the API can reach this server: a shared secret or Redis', () => {
    expect(readServerConfig({}).pageCache).toBeNull();
    expect(readServerConfig({ PAGE_CACHE_SECRET: SECRET })).toEqual({
      port: 3000,
      pageCache: {
        maxEntries: 2_000,
        maxBytes: 128 * 1024 * 1024,
        ttlMs: 300_000,
        secret: SECRET,
        redis: undefined,
      },
    });
    expect(readServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).pageCache?.redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'kraam:',
    });
  });

  it('can be switched off and bounded', () => {
    expect(readServerConfig({ PAGE_CACHE_SECRET: SECRET, PAGE_CACHE_DISABLED: 'true' }).pageCache).toBeNull();
    const bounded = readServerConfig({
      PAGE_CACHE_SECRET: SECRET,
      PAGE_CACHE_MAX_ENTRIES: '10',
      PAGE_CACHE_MAX_BYTES: '2000000',
      PAGE_CACHE_TTL_SECONDS: '60',
    }).pageCache;
    expect(bounded).toMatchObject({ maxEntries: 10, maxBytes: 2_000_000, ttlMs: 60_000 });
    expect(() => readServerConfig({ PAGE_CACHE_SECRET: 'short' })).toThrow();
  });
});
