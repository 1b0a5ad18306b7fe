// app.jobs: background work on pg-boss in the app's own database, the same code on PGlite and PostgreSQL
// (decision 0042). Modules define their jobs while the app is built; the queue starts when the app is
// ready, so every instance works and schedules, and pg-boss hands each job and each schedule's
// occurrence to one instance only. A job that fails, or whose instance died, is tried again.
import type { JobQueue } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { Transaction } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database-types';
import { registerJobMetrics } from './job-metrics';

/** Kraam's clock for schedules: '0 8 * * *' is eight in the morning in the Netherlands. */
export const JOB_TIME_ZONE = 'Europe/Amsterdam';

export interface JobDefinition {
  name: string;
  /**
   * Does the work; throwing marks the attempt failed and pg-boss retries it. `job.id` is the same for
   * every attempt of one job.
   */
  run(data: Record<string, unknown>, job: { id: string }): Promise<void>;
  /** A cron expression in JOB_TIME_ZONE; absent: the job runs only when sent. */
  cron?: string;
}

export interface Jobs {
  /** Adds a job; only while the app is being built. */
  define(job: JobDefinition): void;
  /**
   * Queues one run of a defined job; null when the queue is off (JOBS=off) and nothing was queued.
   * `within`: as part of that transaction, so the job exists if and only if it commits; `wake` the
   * worker once it has.
   */
  send(
    name: string,
    data?: Record<string, unknown>,
    options?: { within?: Transaction<Database> },
  ): Promise<string | null>;
  /** Has this instance's worker of the job fetch now rather than at its next poll. */
  wake(name: string): void;
  /** Each defined job's queue with its jobs by state, for the admin page; null while the queue is off. */
  overview(): Promise<JobQueue[] | null>;
  /** The running pg-boss (tests, operations); null while stopped or switched off. */
  boss(): PgBoss | null;
}

const COUNTED_STATES = {
  created: 'queued',
  retry: 'retrying',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
} as const;
type CountedState = keyof typeof COUNTED_STATES;

/** Jobs per queue and state, counted now (pg-boss's own counts are its monitor's, up to a minute old). */
async function countJobs(database: DatabaseHandle): Promise<Map<string, number>> {
  const { rows } = await database.query(
    'select name, state::text as state, count(*)::int as count from pgboss.job group by name, state',
  );
  const counts = new Map<string, number>();
  for (const row of rows as { name: string; state: string; count: number }[])
    counts.set(`${row.name} ${row.state}`, row.count);
  return counts;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Attempts after the first; a mail server away for minutes is ridden out by the backoff. */
const RETRY_LIMIT = 4;
const RETRY_DELAY_SECONDS = 30;
/** An attempt still active after this (its instance died mid-run) is failed, and so tried again. */
const EXPIRE_SECONDS = 10 * 60;
const POLLING_SECONDS = 2;
/** How long close() waits for jobs in progress before stopping anyway. */
const STOP_TIMEOUT_MS = 20_000;

export function registerJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { enabled: boolean },
): void {
  const definitions = new Map<string, JobDefinition>();
  let running: PgBoss | null = null;
  /** This instance's worker per queue, woken by a send here rather than at its next poll. */
  const workers = new Map<string, string>();

  app.decorate('jobs', {
    define(job) {
      if (running) throw new Error(`job ${job.name} defined after the queue started`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} defined twice`);
      definitions.set(job.name, job);
    },
    async send(name, data = {}, options = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      if (!running) return null;
      const { within } = options;
      if (!within) {
        const id = await running.send(name, data);
        app.jobs.wake(name);
        return id;
      }
      // pg-boss knows the queue from createQueue, so nothing of this send goes through the pool, where
      // on PGlite (one session) it would wait for this very transaction.
      return running.send(name, data, {
        db: { executeSql: (text, values = []) => within.executeQuery(CompiledQuery.raw(text, values)) },
      });
    },
    wake(name) {
      const worker = workers.get(name);
      if (running && worker) running.notifyWorker(worker);
    },
    async overview() {
      if (!running) return null;
      const counts = await countJobs(database);
      return [...definitions.values()].map((job) => {
        const queue: JobQueue = {
          name: job.name,
          queued: 0,
          retrying: 0,
          active: 0,
          completed: 0,
          failed: 0,
          schedule: job.cron ? { cron: job.cron, timezone: JOB_TIME_ZONE } : null,
        };
        for (const [state, field] of Object.entries(COUNTED_STATES) as [
          CountedState,
          (typeof COUNTED_STATES)[CountedState],
        ][])
          queue[field] = counts.get(`${job.name} ${state}`) ?? 0;
        return queue;
      });
    },
    boss: () => running,
  } satisfies Jobs);

  if (!options.enabled) return;
  const attempts = registerJobMetrics(app, async () => (await app.jobs.overview()) ?? []);

  app.addHook('onReady', async () => {
    // Through the app's own pool: on PGlite, whose pool is one session, a job's statement waits for a
    // transaction in progress instead of landing inside it.
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.query(text, values) },
      schema: 'pgboss',
    });
    boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of definitions.values()) {
      await boss.createQueue(job.name, {
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: EXPIRE_SECONDS,
      });
      // A run missed while every instance was down (a deploy at 08:00) is made up once on the way up.
      if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE, missed: 'once' });
      else await boss.unschedule(job.name);
      const worker = await boss.work<Record<string, unknown>>(
        job.name,
        { pollingIntervalSeconds: POLLING_SECONDS },
        async ([attempt]) => {
          if (!attempt) return;
          try {
            await job.run(attempt.data ?? {}, { id: attempt.id });
            attempts.count(job.name, 'completed');
          } catch (error) {
            const retried = attempt.retryCount < RETRY_LIMIT;
            attempts.count(job.name, retried ? 'retried' : 'failed');
            app.log.error({ err: error, job: job.name, jobId: attempt.id, retried }, 'job attempt failed');
            throw error;
          } finally {
            // More may be queued (a burst of new ads): the worker fetches again at once, not at its
            // next poll, and polls as usual once a fetch comes back empty.
            const self = workers.get(job.name);
            if (self) boss.notifyWorker(self);
          }
        },
      );
      workers.set(job.name, worker);
    }
    running = boss;
  });

  // Before the database closes (onClose hooks run newest first, and the database registered earlier).
  app.addHook('onClose', async () => {
    const boss = running;
    running = null;
    workers.clear();
    await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  });
}
