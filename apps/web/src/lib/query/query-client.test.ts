import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { isRetryable } from './query-client';
import { apiKey } from './query-keys';

describe('isRetryable', () => {
  it('retries network failures, 5xx and 429 only', () => {
    expect(isRetryable(new ApiError('Network error', 0, null, false))).toBe(true);
    expect(isRetryable(new ApiError('x', 503, null, true))).toBe(true);
    expect(isRetryable(new ApiError('x', 429, null, true))).toBe(true);
    expect(isRetryable(new ApiError('x', 404, null, true))).toBe(false);
    expect(isRetryable(new ApiError('x', 400, null, true))).toBe(false);
    expect(isRetryable(new Error('aborted'))).toBe(false);
  });
});

describe('apiKey', () => {
  it('starts with the path so a write can invalidate every read of an endpoint', () => {
    expect(apiKey('/api/ads', { lang: 'nl', params: { page: 2 } })[0]).toBe('/api/ads');
  });

  it('keeps languages and viewers apart', () => {
    const nl = apiKey('/api/favorites', { lang: 'nl', viewer: 1 });
    expect(nl).not.toEqual(apiKey('/api/favorites', { lang: 'en', viewer: 1 }));
    expect(nl).not.toEqual(apiKey('/api/favorites', { lang: 'nl', viewer: 2 }));
  });
});
