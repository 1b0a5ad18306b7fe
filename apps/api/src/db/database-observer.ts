// What the metrics can see of a database without touching any query: the pool's connections (for PGlite
// one, so `waiting` is the queue of requests behind the single session) and every query's duration,
// from Kysely's log hook.
import type { LogEvent } from 'kysely';
import type pg from 'pg';

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

/** Called after every query (Kysely measures it), `failed` when it threw. */
export type QueryListener = (durationMs: number, failed: boolean) => void;

export interface DatabaseObserver {
  pool(): PoolStats;
  /** Returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
}

/** The observer, and the `log` to hand to this pool's Kysely. */
export function createDatabaseObserver(pool: pg.Pool): {
  observer: DatabaseObserver;
  log: (event: LogEvent) => void;
} {
  const listeners = new Set<QueryListener>();
  return {
    observer: {
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onQuery(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    log(event) {
      for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
    },
  };
}
