// The public search and list calls are limited per client address (SEARCH_RATE_LIMIT
// a minute, 120 by default): plenty for a person browsing, a wall for a flood. 429 with Retry-After.
import { API_PATHS, errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const LIMITED = [
  `${API_PATHS.homeFeed}?sort=newest`,
  `${API_PATHS.adSearch}?search=fiets`,
  `${API_PATHS.suggestions}?searchTerm=fiets`,
  `${API_PATHS.publicBoothList}?search=kraam`,
  `${API_PATHS.cities}?search=am`,
];

describe('search and list limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, lang: 'nl' | 'en' = 'en') =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': lang } });

  it('defaults to 120 a minute', () => {
    expect(t.config.searchRateLimit).toBe(120);
  });

  it.each(LIMITED.map((url, i) => [url, i]))(
    '%s: SEARCH_RATE_LIMIT calls a minute from one address, then 429',
    async (url, i) => {
      const address = `198.18.20.${Number(i)}`;
      for (let n = 0; n < t.config.searchRateLimit; n++) {
        const response = await get(String(url), address);
        if (response.statusCode !== 200) expect(`${n}: ${response.statusCode} ${response.body}`).toBe('200');
      }
      const limited = await get(String(url), address, 'nl');
      expect(limited.statusCode).toBe(429);
      expect(errorResponseSchema.parse(limited.json())).toEqual({
        code: 'RATE_LIMITED',
        message: 'Te veel verzoeken. Probeer het straks opnieuw.',
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another visitor browses on.
      expect((await get(String(url), '198.18.21.1')).statusCode).toBe(200);
    },
  );

  it('leaves other public calls alone, such as the country list', async () => {
    for (let n = 0; n <= t.config.searchRateLimit; n++) {
      const response = await get(API_PATHS.countries, '198.18.22.1');
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('SEARCH_RATE_LIMIT=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { searchRateLimit: 0 } });
  });
  afterAll(() => t.close());

  it('turns the limit off', async () => {
    for (let n = 0; n < 130; n++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.adSearch}?search=fiets`,
        remoteAddress: '198.18.23.1',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
