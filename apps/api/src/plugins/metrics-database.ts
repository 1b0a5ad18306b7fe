// Query durations (by outcome) and the pool: on PGlite one connection, so `waiting` is the queue of
// queries behind the single session, the first sign that a slow query is holding everyone up.
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import type { DatabaseObserver } from '../db/database-observer';

const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function registerDatabaseMetrics(
  app: FastifyInstance,
  registry: Registry,
  observer: DatabaseObserver,
): void {
  const queries = new Histogram({
    name: 'kraam_db_query_duration_seconds',
    help: 'Database query durations as Kysely measures them, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'kraam_db_pool_connections',
    help: 'Connections of the database pool, by state (total, idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = observer.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'kraam_db_pool_waiting',
    help: 'Queries waiting for a free database connection',
    registers: [registry],
    collect() {
      this.set(observer.pool().waiting);
    },
  });
  const unsubscribe = observer.onQuery((durationMs, failed) =>
    queries.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000),
  );
  app.addHook('onClose', (_instance, done) => {
    unsubscribe();
    done();
  });
}
