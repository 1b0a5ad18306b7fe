// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { markRenderUncacheable } from '../../lib/page-cache/render-scope';
import { createGuestPageCache, type RequestHandler } from './guest-page-cache';

const NONCE = 'bm9uY2U=';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: Server | undefined;
afterEach(() => server?.close());

/** The cache in front of a stand-in for Next that renders `body(url)` and counts its renders. */
async function serve(render: (url: string, res: ServerResponse) => Promise<void> | void) {
  const cache = createGuestPageCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 });
  const renders: string[] = [];
  const next: RequestHandler = async (req, res) => {
    renders.push(req.url ?? '');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // As Next does: the response is written after awaiting the data.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await render(req.url ?? '', res);
  };
  server = createServer((req, res) => void cache.handle(req, res, next));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    renders,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
  };
}

const page = (text: string) =>
  `<html><body><p>${text}</p><script nonce="${NONCE}">boot()</script><script>evil()</script></body></html>`;

describe('the guest page cache', () => {
  it('renders a page once and then serves the stored copy, per language, with a hash-based policy', async () => {
    const { get, renders } = await serve((url, res) => void res.end(page(`page ${url}`)));
    const first = await get('/ads/1');
    expect(first.headers.get('x-kraam-page-cache')).toBe('miss');
    expect(first.headers.get('content-security-policy')).toContain(`'nonce-${NONCE}'`);
    expect(await first.text()).toBe(page('page /ads/1'));

    const second = await get('/ads/1');
    expect(second.headers.get('x-kraam-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(page('page /ads/1'));
    const policy = second.headers.get('content-security-policy');
    expect(policy).toBe(`script-src 'self' ${hashOf('boot()')}`);
    expect(policy).not.toContain(hashOf('evil()'));

    expect((await get('/ads/1', { cookie: 'lang=en' })).headers.get('x-kraam-page-cache')).toBe('miss');
    expect((await get('/ads/1?list=x')).headers.get('x-kraam-page-cache')).toBe('miss');
    expect(renders).toEqual(['/ads/1', '/ads/1', '/ads/1?list=x']);
  });

  it('stores the HTML of a render Next sent compressed', async () => {
    const { get } = await serve((_url, res) => {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(page('gezipt')));
    });
    await (await get('/booth/3', { 'accept-encoding': 'gzip' })).arrayBuffer();
    const hit = await get('/booth/3', { 'accept-encoding': 'br' });
    expect(hit.headers.get('x-kraam-page-cache')).toBe('hit');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(await hit.text()).toBe(page('gezipt'));
  });

  it('keeps no render that showed a fallback, failed or set a cookie', async () => {
    const { get, renders } = await serve(async (url, res) => {
      if (url === '/') {
        // An API call inside the render failed: the render is still inside the cache's scope.
        await new Promise((resolve) => setTimeout(resolve, 5));
        markRenderUncacheable();
      }
      if (url === '/ads/404') res.statusCode = 404;
      if (url === '/booth/1') res.setHeader('set-cookie', 'a=b');
      res.end(page(url));
    });
    for (const path of ['/', '/ads/404', '/booth/1']) {
      await (await get(path)).text();
      expect((await get(path)).headers.get('x-kraam-page-cache'), path).toBe('miss');
    }
    expect(renders).toHaveLength(6);
  });

  it('renders again once a tag of the page is invalidated', async () => {
    let title = 'Fiets';
    const { get, cache } = await serve((_url, res) => void res.end(page(title)));
    await (await get('/ads/7')).text();
    await (await get('/')).text();
    title = 'Fiets (verkocht)';
    expect(cache.invalidate(['ad:7'])).toBe(1);
    const after = await get('/ads/7');
    expect(after.headers.get('x-kraam-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Fiets (verkocht)');
    expect((await get('/')).headers.get('x-kraam-page-cache')).toBe('hit');
  });

  it('sends signed-in, RSC and prefetch requests to Next every time', async () => {
    const { get, renders } = await serve((url, res) => void res.end(page(url)));
    await (await get('/')).text();
    const bypassing: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { authorization: 'Bearer t' },
    ];
    for (const headers of bypassing) {
      expect((await get('/', headers)).headers.get('x-kraam-page-cache')).toBeNull();
    }
    expect((await get('/?_rsc=1')).headers.get('x-kraam-page-cache')).toBeNull();
    expect(renders).toHaveLength(5);
  });
});
