// The public search and list calls, limited per client address against floods: SEARCH_RATE_LIMIT
// calls a minute on each (120 by default: two a second, more than a person scrolling and typing makes),
// 429 with Retry-After past it, 0 turns it off (benchmarks). The paths are listed here, in one place, and
// the limit is added to their routes as they are registered. The web server's server-side renders count
// for the visitor only when TRUST_PROXY lists the web server (it forwards X-Forwarded-For).
import { API_PATHS } from '@kraam/shared';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { limit } from './rate-limit';
import { prependOnRequest } from './route-hooks';

export const SEARCH_LIMITED_PATHS: readonly string[] = [
  API_PATHS.homeFeed,
  API_PATHS.adSearch,
  API_PATHS.suggestions,
  API_PATHS.publicBoothList,
  API_PATHS.cities,
];

const MINUTE = 60_000;

/** Call after registerRateLimit and before the routes. */
export function registerSearchLimit(app: FastifyInstance, config: Pick<Config, 'searchRateLimit'>): void {
  if (config.searchRateLimit <= 0) return;
  const hooks = new Map<string, onRequestHookHandler>(
    SEARCH_LIMITED_PATHS.map((path) => [
      path,
      limit(app, { name: `search:${path}`, max: config.searchRateLimit, timeWindow: MINUTE }),
    ]),
  );
  app.addHook('onRoute', (route) => {
    const hook = hooks.get(route.url);
    if (hook) prependOnRequest(route, hook);
  });
}
