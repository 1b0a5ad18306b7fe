// Two ways to load a relay: an open loop at a fixed rate (latency under a given load) and a closed loop
// with a fixed number of messages in flight (the most it delivers). A message counts as delivered when
// the recipient's connection receives it; latency runs from the send until then.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** Sends one message with the given id from one party of conversation `index` to the other. */
export type SendOne = (index: number, fromBuyer: boolean, id: string) => Promise<void>;

const GIVE_UP_MS = 5_000;

const countError = (errors: Record<string, number>, error: unknown): void => {
  const reason = error instanceof Error ? error.message : String(error);
  errors[reason] = (errors[reason] ?? 0) + 1;
};

export class DeliveryTracker {
  private readonly pending = new Map<string, { sentAt: number; done: () => void }>();
  readonly latencies: number[] = [];
  delivered = 0;
  failed = 0;
  lastDeliveryAt = 0;

  /** Resolves when `id` is delivered, or after 5 s (counted as lost). */
  expect(id: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (this.pending.delete(id)) this.failed += 1;
        resolve();
      }, GIVE_UP_MS);
      this.pending.set(id, {
        sentAt: performance.now(),
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  deliver(id: string | null): void {
    const entry = id ? this.pending.get(id) : undefined;
    if (!entry || !id) return;
    this.pending.delete(id);
    this.latencies.push(performance.now() - entry.sentAt);
    this.delivered += 1;
    this.lastDeliveryAt = performance.now();
    entry.done();
  }

  reset(): void {
    this.latencies.length = 0;
    this.delivered = 0;
    this.failed = 0;
  }
}

export interface LoadResult {
  /** Why sends failed, with how often. */
  sendErrorReasons: Record<string, number>;
  sent: number;
  delivered: number;
  lost: number;
  sendErrors: number;
  seconds: number;
  deliveredPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

function summarise(
  tracker: DeliveryTracker,
  sent: number,
  errors: Record<string, number>,
  seconds: number,
): LoadResult {
  const sendErrors = Object.values(errors).reduce((sum, count) => sum + count, 0);
  const sorted = [...tracker.latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    sendErrorReasons: errors,
    sent,
    delivered: tracker.delivered,
    lost: tracker.failed,
    sendErrors,
    seconds: round(seconds),
    deliveredPerSecond: round(tracker.delivered / seconds),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

/** Sends `rate` messages a second for `seconds`, spread over every conversation in turn. */
export async function openLoop(
  conversations: number,
  send: SendOne,
  tracker: DeliveryTracker,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  tracker.reset();
  const total = Math.round(rate * seconds);
  const waits: Promise<void>[] = [];
  const errors: Record<string, number> = {};
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const lag = due - performance.now();
    if (lag > 1) await new Promise((resolve) => setTimeout(resolve, lag));
    const id = randomUUID();
    waits.push(tracker.expect(id));
    send(n % conversations, n % 2 === 0, id).catch((error: unknown) => countError(errors, error));
  }
  await Promise.all(waits);
  // Up to the last delivery: a relay that falls behind delivers over a longer window than the sending one.
  const elapsed = Math.max(seconds, (tracker.lastDeliveryAt - started) / 1000);
  return summarise(tracker, total, errors, elapsed);
}

/** Keeps `inFlight` messages under way for `seconds`: each sender waits for its delivery before the next. */
export async function closedLoop(
  conversations: number,
  send: SendOne,
  tracker: DeliveryTracker,
  inFlight: number,
  seconds: number,
): Promise<LoadResult> {
  tracker.reset();
  const stopAt = performance.now() + seconds * 1000;
  let sent = 0;
  const errors: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const index = next;
      next = (next + 1) % conversations;
      const id = randomUUID();
      sent += 1;
      const delivered = tracker.expect(id);
      try {
        await send(index, sent % 2 === 0, id);
      } catch (error) {
        countError(errors, error);
      }
      await delivered;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return summarise(tracker, sent, errors, (performance.now() - started) / 1000);
}
