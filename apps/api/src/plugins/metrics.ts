// GET /metrics in the Prometheus text format (prom-client). The process's own metrics (CPU, memory,
// event-loop lag, GC) are collected once per process; everything about this app (requests, database,
// cache, chat hub) lives in the app's registry, app.metrics, where features add their own. Who may read
// it: metrics-access.ts.
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseObserver } from '../db/database-observer';
import { AppError } from './app-error';
import { metricsAccess } from './metrics-access';
import { registerCacheMetrics } from './metrics-cache';
import { registerDatabaseMetrics } from './metrics-database';
import { registerHttpMetrics } from './metrics-http';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry: add a metric with `registers: [app.metrics]`. */
    metrics: Registry;
  }
}

export const METRICS_PATH = '/metrics';

let processRegistry: Registry | undefined;

/** One per process: tests build many apps, and the event-loop and GC observers must not multiply. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The registry and the request hooks: call before any route is registered, so every route is timed. */
export function registerMetrics(app: FastifyInstance, database: DatabaseObserver | undefined): void {
  const registry = new Registry();
  app.decorate('metrics', registry);
  registerHttpMetrics(app, registry);
  if (database) registerDatabaseMetrics(app, registry, database);
  registerCacheMetrics(app, registry);
}

/** The endpoint, registered with the other routes (after the security headers). */
export const metricsRoutes: FastifyPluginCallback<{ config: Pick<Config, 'metricsToken' | 'trustProxy'> }> = (
  app,
  { config },
  done,
) => {
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: (request, reply, next) => {
        const access = metricsAccess(request, config.metricsToken, config.trustProxy);
        if (access === 'allowed') return next();
        if (access === 'unauthorized') void reply.header('www-authenticate', 'Bearer');
        next(new AppError(access === 'unauthorized' ? 'UNAUTHORIZED' : 'FORBIDDEN'));
      },
    },
    async (_request, reply) => {
      const merged = Registry.merge([processMetrics(), app.metrics]);
      return reply
        .header('cache-control', 'no-store')
        .type(merged.contentType)
        .send(await merged.metrics());
    },
  );
  done();
};
