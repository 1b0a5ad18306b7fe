// Request rate, errors by status class and latency per route. The label is the route's pattern
// (`/public/downloadFileById/:id`), never the URL, so ids and query strings cannot grow the number of
// series; requests that match no route share one label.
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached read (~1 ms) to a slow search or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'kraam_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx, 5xx…)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kraam_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE };
    requests.inc({ ...labels, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
