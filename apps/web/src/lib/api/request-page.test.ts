import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { requestPage } from './request-page';
import { json } from '@/test/fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('requestPage', () => {
  it('keeps the whole list body and sends language, query and token', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, { data: [1, 2], nextCursor: 'c2' }));
    vi.stubGlobal('fetch', fetchMock);
    const page = await requestPage<{ data: number[]; nextCursor: string | null }>(
      'http://api.test',
      '/list',
      {
        lang: 'en',
        query: { tab: 'paid' },
        token: 'secret',
      },
    );
    expect(page).toEqual({ data: [1, 2], nextCursor: 'c2' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/list?lang=en&tab=paid');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
  });

  it("throws the server's message and field errors on a failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        json(400, {
          message: 'Zoekterm te kort',
          code: 'VALIDATION_FAILED',
          errors: { search: ['te kort'] },
        }),
      ),
    );
    const failure = await requestPage<{ data: number[]; nextCursor: string | null }>(
      'http://api.test',
      '/list',
      { lang: 'nl' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Zoekterm te kort',
      status: 400,
      fromServer: true,
      fields: { search: ['te kort'] },
    });
  });

  it('refuses a body that is not a list page', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, { data: 'x' })));
    await expect(
      requestPage<{ data: number[]; nextCursor: string | null }>('http://api.test', '/list', { lang: 'nl' }),
    ).rejects.toThrow('Unexpected response');
  });
});
