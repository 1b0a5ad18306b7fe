// The job queue in /metrics: each queue's jobs by state, counted at the scrape, and this instance's
// attempts by outcome.
import type { JobQueue } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';

const JOB_STATES = ['queued', 'retrying', 'active', 'completed', 'failed'] as const;

export interface JobAttemptCounter {
  /** One attempt of `queue` ended; `retried` when it failed and pg-boss will try again. */
  count(queue: string, outcome: 'completed' | 'failed' | 'retried'): void;
}

export function registerJobMetrics(
  app: FastifyInstance,
  queues: () => Promise<JobQueue[]>,
): JobAttemptCounter {
  new Gauge({
    name: 'kraam_jobs',
    help: 'Jobs per queue and state (queued, retrying, active; completed and failed within retention)',
    labelNames: ['queue', 'state'] as const,
    registers: [app.metrics],
    async collect() {
      this.reset();
      for (const queue of await queues())
        for (const state of JOB_STATES) this.set({ queue: queue.name, state }, queue[state]);
    },
  });
  const attempts = new Counter({
    name: 'kraam_job_attempts_total',
    help: 'Job attempts this instance ran, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    registers: [app.metrics],
  });
  return { count: (queue, outcome) => attempts.inc({ queue, outcome }) };
}
