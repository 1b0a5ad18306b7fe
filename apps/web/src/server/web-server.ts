// The production web server (`npm start`, the e2e run, scale-out): Next's request handler behind the
// guest page cache, as Next documents custom servers. `next dev` stays as it is.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { PAGE_CACHE_INVALIDATE_PATH } from '@kraam/shared';
import { createGuestPageCache, type RequestHandler } from './page-cache/guest-page-cache';
import { handleInvalidation } from './page-cache/invalidation-endpoint';
import { subscribeToInvalidations } from './page-cache/redis-invalidation';
import { forwardedRequestResolver } from './client-address';
import { readServerConfig } from './config';
import { createResponseStatus } from './response-status';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));
const config = readServerConfig();
const log = (message: string) => console.log(`web: ${message}`);

const app = next({ dev: false, dir: WEB_DIR, port: config.port });
await app.prepare();
const nextHandler = app.getRequestHandler();
const render: RequestHandler = (req, res) => nextHandler(req, res);

const settings = config.pageCache;
const cache = settings ? createGuestPageCache(settings) : null;
const stopSubscriber =
  cache && settings?.redis
    ? subscribeToInvalidations(settings.redis.url, settings.redis.keyPrefix, cache.invalidate, log)
    : undefined;

// A page may answer another status than Next can give it (410 for what moderation removed).
const withPageStatus = createResponseStatus();
const forwarded = forwardedRequestResolver(config.trustProxy);
/** A year, subdomains included, as the API sends it: only on https answers, which browsers remember. */
const HSTS = 'max-age=31536000; includeSubDomains';

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // What the server renders and forwards to the API (logins, searches) names the address and protocol this
  // server saw, never what a visitor wrote: the API trusts this hop (docs/operations.md, trusted proxies).
  const origin = forwarded(req);
  req.headers['x-forwarded-for'] = origin.address;
  req.headers['x-forwarded-proto'] = origin.https ? 'https' : 'http';
  if (origin.https) res.setHeader('strict-transport-security', HSTS);
  if (cache && settings?.secret && req.url === PAGE_CACHE_INVALIDATE_PATH)
    return handleInvalidation(req, res, settings.secret, cache.invalidate);
  return withPageStatus(req, res, () => (cache ? cache.handle(req, res, render) : render(req, res)));
}

const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end();
  });
});
server.listen(config.port, () => {
  const how = settings
    ? `guest pages cached (${settings.redis ? 'Redis' : 'secret endpoint'} invalidation)`
    : 'guest page cache off';
  log(`listening on ${config.port}, ${how}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    void Promise.all([stopSubscriber?.(), app.close()]).finally(() => process.exit(0));
  });
}
