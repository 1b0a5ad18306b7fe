// Pages of what a moderation decision removed: /ads/{id} and /booth/{id} show a public notice with the API's
// words and ask the web server for 410 (server/response-status.ts), instead of a 404 or an error page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { API_PATHS } from '@kraam/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemovedNotice } from '@/features/moderation/components/removed-notice';
import { RESPONSE_STATUS_KEY, type ResponseStatusScope } from '@/lib/http/response-status';
import { fakeApi, json } from '@/test/fake-api';
import AdDetailPage, { generateMetadata as adMetadata } from './ads/[id]/page';
import BoothPage from './booth/[id]/page';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('next-intl/server', () => ({
  getLocale: () => Promise.resolve('nl'),
  getTranslations: (namespace: string) => Promise.resolve((key: string) => `${namespace}.${key}`),
}));
vi.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers()) }));

const AD_REMOVED =
  'Deze advertentie is verwijderd na een besluit van onze moderatie, omdat ze in strijd was met de wet of met onze voorwaarden.';
const BOOTH_REMOVED =
  'Deze kraam is verwijderd na een besluit van onze moderatie, omdat ze in strijd was met de wet of met onze voorwaarden.';

// The web server's scope, as web-server.ts runs every page request in it.
const scopes = new AsyncLocalStorage<ResponseStatusScope>();
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[RESPONSE_STATUS_KEY] = scopes;
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [API_PATHS.adDetail]: json(410, { code: 'GONE', message: AD_REMOVED }),
      [API_PATHS.publicBoothGet]: json(410, { code: 'GONE', message: BOOTH_REMOVED }),
    }).fetchMock,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, RESPONSE_STATUS_KEY);
});

/** Renders a page inside a request's scope: what it rendered and the status it asked for. */
async function request(render: () => Promise<ReactNode>) {
  const scope: ResponseStatusScope = { status: null };
  const element = await scopes.run(scope, render);
  return { element, status: scope.status };
}

/** The RemovedNotice somewhere in a rendered tree, with its props. */
function noticeIn(node: ReactNode): { kind: string; message: string } | null {
  if (!isValidElement(node)) return null;
  const element = node as ReactElement<{ children?: ReactNode; kind: string; message: string }>;
  if (element.type === RemovedNotice) return element.props;
  const children = ([] as ReactNode[]).concat(element.props.children ?? []);
  return children.map(noticeIn).find(Boolean) ?? null;
}

describe('pages of removed ads and booths', () => {
  it('show the API’s notice for a removed ad and answer 410', async () => {
    const { element, status } = await request(() =>
      AdDetailPage({ params: Promise.resolve({ id: '12' }), searchParams: Promise.resolve({}) }),
    );
    expect(status).toBe(410);
    expect(noticeIn(element)).toEqual({ kind: 'ad', message: AD_REMOVED });
  });

  it('show the API’s notice for a removed booth and answer 410', async () => {
    const { element, status } = await request(() => BoothPage({ params: Promise.resolve({ id: '7' }) }));
    expect(status).toBe(410);
    expect(noticeIn(element)).toEqual({ kind: 'booth', message: BOOTH_REMOVED });
  });

  it('title a removed ad’s page as removed and keep it out of search engines', async () => {
    const metadata = await adMetadata({
      params: Promise.resolve({ id: '12' }),
      searchParams: Promise.resolve({}),
    });
    expect(metadata).toEqual({ title: 'gone.ad.title', robots: { index: false } });
  });
});
