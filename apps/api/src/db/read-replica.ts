// Public reads on a streaming replica, never older than the primary was when the read began
// (docs/decisions/0050-reads-from-a-replica.md): the primary's WAL insert position is read first and the
// replica is used once it has replayed that far; lagging, down or failing, the primary answers instead.
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './client';
import type { Database } from './database-types';

export type ReadTarget = 'replica' | 'primary';
/** Why a read went where it went: `none` when no replica is configured. */
export type ReadReason = 'caught-up' | 'none' | 'lagging' | 'down' | 'failed';

export interface ReadRouterOptions {
  /** How long a read waits for the replica to replay the primary's position before asking the primary. */
  waitMs: number;
  /** After a replica failure, how long reads skip it before trying it again. */
  retryMs: number;
}

export interface ReadRouter {
  read: <T>(load: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  onRead: (listener: (target: ReadTarget, reason: ReadReason) => void) => void;
}

const POLL_MS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createReadRouter(
  primary: DatabaseHandle,
  replica: DatabaseHandle | undefined,
  { waitMs, retryMs }: ReadRouterOptions,
): ReadRouter {
  const listeners: ((target: ReadTarget, reason: ReadReason) => void)[] = [];
  const tell = (target: ReadTarget, reason: ReadReason) => {
    for (const listener of listeners) listener(target, reason);
  };
  let skipUntil = 0;

  /** Whether the replica has replayed `position` within waitMs; a standby's replay position only grows. */
  async function replayed(standby: DatabaseHandle, position: string): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await standby.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS replayed', [
        position,
      ]);
      // NULL when the server is not a standby at all: never trusted as one.
      if ((rows[0] as { replayed: boolean | null }).replayed === true) return true;
      if (Date.now() >= deadline) return false;
      await sleep(POLL_MS);
    }
  }

  async function onPrimary<T>(load: (db: Kysely<Database>) => Promise<T>, reason: ReadReason) {
    const value = await load(primary.db);
    tell('primary', reason);
    return value;
  }

  return {
    onRead: (listener) => {
      listeners.push(listener);
    },
    read: async (load) => {
      if (!replica) return onPrimary(load, 'none');
      if (Date.now() < skipUntil) return onPrimary(load, 'down');
      // Outside the try: a primary that cannot answer this is the primary's outage, not the replica's.
      const { rows } = await primary.query('SELECT pg_current_wal_insert_lsn()::text AS position');
      const { position } = rows[0] as { position: string };
      let failed = false;
      try {
        if (await replayed(replica, position)) {
          const value = await load(replica.db);
          tell('replica', 'caught-up');
          return value;
        }
      } catch {
        failed = true;
      }
      if (!failed) return onPrimary(load, 'lagging');
      const value = await onPrimary(load, 'failed');
      // The primary answered what the replica could not: the replica is at fault, so rest it a while.
      skipUntil = Date.now() + retryMs;
      return value;
    },
  };
}
