// app.publicRead(load): where public reads (search, feeds, ad and booth pages, suggestions) run. On the
// primary unless DATABASE_READ_URL names a streaming replica (db/read-replica.ts); counted on /metrics.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter } from 'prom-client';
import { databaseFromUrl } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database-types';
import { createReadRouter } from '../db/read-replica';

declare module 'fastify' {
  interface FastifyInstance {
    publicRead<T>(load: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  }
}

/** A replica on this network replays within milliseconds; a read waits this long before asking the primary. */
const REPLAY_WAIT_MS = 100;
/** A replica that failed is left alone this long, so an outage costs one failed attempt, not one per read. */
const RETRY_AFTER_MS = 5_000;
/** A replica that does not answer is given up on this fast (the primary then answers). */
const CONNECT_TIMEOUT_MS = 1_000;

/** After registerMetrics. `replicaUrl`: the replica is opened here and closed with the app. */
export function registerPublicReads(
  app: FastifyInstance,
  primary: DatabaseHandle,
  replicaUrl: string | undefined,
): void {
  const replica = replicaUrl
    ? databaseFromUrl(replicaUrl, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
    : undefined;
  const router = createReadRouter(primary, replica, {
    waitMs: REPLAY_WAIT_MS,
    retryMs: RETRY_AFTER_MS,
  });
  const reads = new Counter({
    name: 'kraam_db_public_reads_total',
    help: 'Public reads by where they ran (replica, primary) and why (caught-up, none, lagging, down, failed)',
    labelNames: ['target', 'reason'] as const,
    registers: [app.metrics],
  });
  router.onRead((target, reason) => reads.inc({ target, reason }));
  app.decorate('publicRead', router.read);
  if (replica) app.addHook('onClose', () => replica.close());
}
