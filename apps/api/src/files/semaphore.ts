// A counting semaphore with a bounded queue: at most `max` jobs run at once, up to `maxWaiting` more
// wait their turn in order, and beyond that `run` refuses at once (the caller answers 503) rather
// than letting an unbounded backlog pile up in memory.

export class SemaphoreFullError extends Error {
  constructor() {
    super('too many jobs waiting');
    this.name = 'SemaphoreFullError';
  }
}

export interface Semaphore {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (for tests and diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export function createSemaphore(max: number, maxWaiting: number): Semaphore {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so `running` stays the same.
    if (next) next();
    else running -= 1;
  };

  return {
    async run(job) {
      if (running < max) running += 1;
      else if (queue.length >= maxWaiting) throw new SemaphoreFullError();
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
