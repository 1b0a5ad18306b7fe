import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { PAGE_CACHE_STATUS_HEADER } from '@kraam/shared';
import { RENDER_SCOPE_KEY, type RenderScope } from '../../lib/page-cache/render-scope';
import { captureResponse } from './capture-response';
import { guestPageRequest } from './guest-page-request';
import { createPageStore, type PageStoreLimits, type StoredPage } from './page-store';
import { hashBasedPolicy } from './script-hash-policy';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface GuestPageCache {
  /** Answers a guest's page from the cache, or lets `next` render it (and keeps the HTML when it may). */
  handle: (req: IncomingMessage, res: ServerResponse, next: RequestHandler) => Promise<void>;
  invalidate: (tags: readonly string[]) => number;
  readonly size: number;
}

// Set per response or meaningless on a copy: never stored with a page.
const UNSTORED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  PAGE_CACHE_STATUS_HEADER,
]);

function storedHeaders(headers: OutgoingHttpHeaders, policy: string): StoredPage['headers'] {
  const kept: StoredPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
    kept[name] = typeof value === 'number' ? String(value) : value;
  }
  kept['content-security-policy'] = policy;
  // The stored page is sent in whichever encoding the client takes.
  const vary = String(kept.vary ?? '');
  if (!/accept-encoding/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return kept;
}

/** The HTML of the copy, which holds what went to the client: compressed when the client took that. */
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

function sendStored(req: IncomingMessage, res: ServerResponse, page: StoredPage): void {
  const accepted = req.headers['accept-encoding'] ?? '';
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? (['br', page.brotli] as const)
    : /\bgzip\b/.test(accepted)
      ? (['gzip', page.gzip] as const)
      : ([undefined, page.identity] as const);
  res.writeHead(200, {
    ...page.headers,
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    [PAGE_CACHE_STATUS_HEADER]: 'hit',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The whole-HTML cache for guests in front of Next (docs/decisions/0016-guest-page-cache.md). A miss is
 * rendered by Next as always (nonce policy, streamed) while a copy is kept; the copy is stored when the
 * render was a plain 200 HTML page that showed no fallback, with a policy listing its scripts' hashes.
 */
export function createGuestPageCache(limits: PageStoreLimits): GuestPageCache {
  const store = createPageStore(limits);
  const renders = new AsyncLocalStorage<RenderScope>();
  (globalThis as Record<symbol, unknown>)[RENDER_SCOPE_KEY] = renders;

  function keep(
    key: string,
    tags: string[],
    res: ServerResponse,
    sent: Buffer,
    scope: RenderScope,
    since: number,
  ) {
    const headers = res.getHeaders();
    const policy = headers['content-security-policy'];
    const decode = DECODERS[String(headers['content-encoding'] ?? 'identity')];
    const plainHtml =
      res.statusCode === 200 &&
      !scope.uncacheable &&
      headers['set-cookie'] === undefined &&
      decode !== undefined &&
      String(headers['content-type']).startsWith('text/html') &&
      typeof policy === 'string';
    if (!plainHtml) return;
    const html = decode(sent);
    const hashPolicy = hashBasedPolicy(policy, html.toString('utf8'));
    if (!hashPolicy) return;
    const page: StoredPage = {
      headers: storedHeaders(headers, hashPolicy),
      identity: html,
      gzip: gzipSync(html),
      brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      tags,
    };
    store.set(key, page, since);
  }

  return {
    async handle(req, res, next) {
      const request = guestPageRequest(req.method, req.url, req.headers);
      if (!request) return next(req, res);
      const stored = store.get(request.key);
      if (stored) return sendStored(req, res, stored);
      if (req.method !== 'GET') return next(req, res);
      const since = store.generation();
      const scope: RenderScope = { uncacheable: false };
      res.setHeader(PAGE_CACHE_STATUS_HEADER, 'miss');
      captureResponse(res, limits.maxBytes, (body) =>
        keep(request.key, request.tags, res, body, scope, since),
      );
      await renders.run(scope, () => next(req, res));
    },
    invalidate: (tags) => store.invalidate(tags),
    get size() {
      return store.size;
    },
  };
}
