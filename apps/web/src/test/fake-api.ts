import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** A fetch that answers by path (a same-origin one too); every call is kept for the test to inspect. */
export function fakeApi(routes: Record<string, Route | Response>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input as string, 'http://localhost');
    calls.push({ url, init });
    const route = routes[url.pathname];
    const response = typeof route === 'function' ? route(url, init) : route?.clone();
    return Promise.resolve(response ?? json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' }));
  });
  return {
    fetchMock,
    calls,
    bodyOf: (path: string) => calls.find((call) => call.url.pathname === path)?.init?.body,
  };
}
