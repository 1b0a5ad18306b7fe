// Pages that answer 404 from what they load: /ads/{id} and /booth/{id} call notFound() for
// an id that is no ad or booth, and nothing streams above them, so the 404 is the response's status
// code and not only its text.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@kraam/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import AdDetailPage from './ads/[id]/page';
import BoothPage from './booth/[id]/page';

const NOT_FOUND = 'NEXT_NOT_FOUND';
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error(NOT_FOUND);
  },
}));
vi.mock('next-intl/server', () => ({ getLocale: () => Promise.resolve('nl') }));
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers()) }));

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));

const adPage = (id: string) =>
  AdDetailPage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });
const boothPage = (id: string) => BoothPage({ params: Promise.resolve({ id }) });

// The API as the pages meet it over HTTP: it knows no ad or booth (404 for every path).
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({});
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());
const asked = () => api.calls.map(({ url }) => `${url.pathname}?id=${url.searchParams.get('id')}`);

describe('ad and booth pages', () => {
  it.each(['abc', '0', '012', '1e3', '-1', '2147483648', '99999999999'])(
    'an id of %s is no ad or booth, found without asking the API',
    async (id) => {
      await expect(adPage(id)).rejects.toThrow(NOT_FOUND);
      await expect(boothPage(id)).rejects.toThrow(NOT_FOUND);
      expect(api.calls).toEqual([]);
    },
  );

  it('are not found when the API has no such ad or booth (deleted, expired, never existed)', async () => {
    await expect(adPage('6')).rejects.toThrow(NOT_FOUND);
    await expect(boothPage('2147483647')).rejects.toThrow(NOT_FOUND);
    expect(asked()).toEqual([`${API_PATHS.adDetail}?id=6`, `${API_PATHS.publicBoothGet}?id=2147483647`]);
  });
});

/** Every page.tsx under the app directory, as a path relative to it. */
function pages(dir = APP_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pages(path.join(dir, entry.name), path.join(prefix, entry.name));
    return entry.name === 'page.tsx' ? [path.join(prefix, entry.name)] : [];
  });
}

describe('pages that call notFound()', () => {
  // A loading.tsx wraps the page in Suspense: the 200 and the skeleton are sent before the page runs,
  // and its notFound() then only swaps the content (vercel/next.js #45801, #76474).
  it('have no loading.tsx on their path, so their 404 is a real status code', () => {
    const answering404 = pages().filter((page) =>
      readFileSync(path.join(APP_DIR, page), 'utf8').includes('notFound()'),
    );
    expect(answering404).toEqual(expect.arrayContaining(['ads/[id]/page.tsx', 'booth/[id]/page.tsx']));
    for (const page of answering404) {
      const segments = path.dirname(page).split(path.sep);
      for (let depth = 0; depth <= segments.length; depth += 1) {
        const dir = path.join(APP_DIR, ...segments.slice(0, depth));
        expect(existsSync(path.join(dir, 'loading.tsx')), `${page}: ${dir}/loading.tsx`).toBe(false);
      }
    }
  });
});
