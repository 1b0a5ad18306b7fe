// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

const SECRET = 'a'.repeat(32);

describe('the web server settings', () => {
  it('caches pages only when the API can reach this server: a shared secret or Redis', () => {
    expect(readServerConfig({}).pageCache).toBeNull();
    expect(readServerConfig({ PAGE_CACHE_SECRET: SECRET })).toEqual({
      port: 3000,
      trustProxy: false,
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

  it("believes no visitor's X-Forwarded-For unless WEB_TRUST_PROXY names the proxy in front", () => {
    expect(readServerConfig({}).trustProxy).toBe(false);
    expect(readServerConfig({ WEB_TRUST_PROXY: 'loopback, 10.0.0.5' }).trustProxy).toBe('loopback,10.0.0.5');
    expect(() => readServerConfig({ WEB_TRUST_PROXY: 'nginx' })).toThrow(/not: nginx/);
  });
});
