// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWithStatus } from '../lib/http/response-status';
import { markRenderUncacheable } from '../lib/page-cache/render-scope';
import { createGuestPageCache, type RequestHandler } from './page-cache/guest-page-cache';
import { createResponseStatus } from './response-status';

const NONCE = 'bm9uY2U=';
const page = (text: string) =>
  `<html><body><p>${text}</p><script nonce="${NONCE}">boot()</script></body></html>`;

let server: Server | undefined;
afterEach(() => server?.close());

/**
 * The production server's order (web-server.ts): the page status around the guest page cache around a
 * stand-in for Next, which renders after awaiting its data as Next does and writes a 200 unless told.
 */
async function serve(render: (url: string, res: ServerResponse) => Promise<void> | void) {
  const cache = createGuestPageCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 });
  const withPageStatus = createResponseStatus();
  const renders: string[] = [];
  const next: RequestHandler = async (req, res) => {
    renders.push(req.url ?? '');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await render(req.url ?? '', res);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    withPageStatus(req, res, () => cache.handle(req, res, next));
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return {
      status: response.status,
      cache: response.headers.get('x-kraam-page-cache'),
      text: await response.text(),
    };
  };
  return { cache, renders, get };
}

/** As the ad page does for an ad a moderation decision removed: the API's 410 fails the render's cache fill. */
async function removedAd(res: ServerResponse) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  markRenderUncacheable();
  answerWithStatus(410);
  res.end(page('Deze advertentie is verwijderd'));
}

describe('the page status', () => {
  it('answers 410 Gone for a page that asks for it, with the page Next rendered', async () => {
    const { get } = await serve((url, res) => (url === '/ads/7' ? removedAd(res) : void res.end(page(url))));
    const gone = await get('/ads/7');
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Deze advertentie is verwijderd');
    expect((await get('/ads/8')).status).toBe(200);
  });

  it('sends the reason phrase of the status it sets', async () => {
    const { renders } = await serve((_url, res) => removedAd(res));
    const { address, port } = server!.address() as AddressInfo;
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, address, () =>
        socket.write('GET /ads/7 HTTP/1.1\r\nHost: kraam.test\r\nConnection: close\r\n\r\n'),
      );
      let head = '';
      socket.on('data', (chunk: Buffer) => {
        head += chunk.toString('latin1');
        if (head.includes('\r\n')) resolve(head.split('\r\n')[0] ?? '');
      });
      socket.on('error', reject);
    });
    expect(statusLine).toBe('HTTP/1.1 410 Gone');
    expect(renders).toEqual(['/ads/7']);
  });

  it('leaves Next’s own statuses alone: a 404 stays a 404, an RSC payload for client navigation a 200', async () => {
    const { get } = await serve(async (url, res) => {
      if (url === '/ads/404') {
        res.statusCode = 404;
        answerWithStatus(410);
        return void res.end(page('niet gevonden'));
      }
      return removedAd(res);
    });
    expect((await get('/ads/404')).status).toBe(404);
    // A non-200 payload would make the browser reload the page; in place it shows the same notice.
    expect((await get('/ads/7', { rsc: '1' })).status).toBe(200);
  });

  it('never keeps a removed ad in the guest page cache, and drops the cached page when the API says so', async () => {
    let removed = false;
    const { get, cache, renders } = await serve((_url, res) =>
      removed ? removedAd(res) : void res.end(page('Gazelle damesfiets')),
    );
    expect((await get('/ads/7')).cache).toBe('miss');
    expect(await get('/ads/7')).toMatchObject({ status: 200, cache: 'hit' });

    removed = true;
    // The API invalidates the ad's tags once the decision has committed (plugins/cache-invalidation.ts).
    expect(cache.invalidate(['ad:7'])).toBe(1);
    expect(await get('/ads/7')).toMatchObject({ status: 410, cache: 'miss' });
    expect(await get('/ads/7')).toMatchObject({ status: 410, cache: 'miss' });
    expect(cache.size).toBe(0);
    expect(renders).toEqual(['/ads/7', '/ads/7', '/ads/7']);
  });

  it('keeps no 410 even when the render itself did not mark the fill', async () => {
    const { get, cache } = await serve(async (_url, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      answerWithStatus(410);
      res.end(page('verwijderd'));
    });
    expect((await get('/booth/3')).status).toBe(410);
    expect((await get('/booth/3')).cache).toBe('miss');
    expect(cache.size).toBe(0);
  });
});
