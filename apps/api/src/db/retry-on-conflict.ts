// PostgreSQL ends one side of a deadlock (40P01) and, under SERIALIZABLE or REPEATABLE READ, a
// transaction that lost a race (40001). Both are decided before anything commits, so running the whole
// unit of work again is safe and almost always succeeds. Writers order their locks to make these rare;
// this is the backstop, so a rare one still answers 2xx instead of 500. PGlite (one session) never
// raises them.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database-types';

const RETRYABLE_CODES = new Set(['40P01', '40001']);
/** Attempts in all; the waits between them grow from about 10 ms to about 160 ms. */
const ATTEMPTS = 5;
const BASE_DELAY_MS = 10;

export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && RETRYABLE_CODES.has(error.code);
}

/** Jittered, so the transactions that collided do not collide again in lockstep. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, BASE_DELAY_MS * 2 ** attempt * (0.5 + Math.random())));

/** Runs `work` again (up to ATTEMPTS in all) while it fails with a deadlock or serialization failure. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await backoff(attempt - 1);
    }
  }
}

/** One transaction, run again from the start when PostgreSQL aborted it for a deadlock or conflict. */
export const transactionWithRetry = <T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> => retryOnConflict(() => db.transaction().execute(work));
