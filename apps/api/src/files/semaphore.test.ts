import { describe, expect, it } from 'vitest';
import { SemaphoreFullError, createSemaphore } from './semaphore';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createSemaphore', () => {
  it('runs at most `max` jobs at once and starts the waiting ones in order', async () => {
    const semaphore = createSemaphore(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([semaphore.running, semaphore.waiting]).toEqual([2, 2]);

    gates[1]?.resolve();
    await jobs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect([semaphore.running, semaphore.waiting]).toEqual([0, 0]);
  });

  it('refuses beyond the waiting limit and frees the slot of a failed job', async () => {
    const semaphore = createSemaphore(1, 1);
    const gate = deferred();
    const first = semaphore.run(() => gate.promise);
    const second = semaphore.run(() => Promise.reject(new Error('boom')));
    await expect(semaphore.run(() => Promise.resolve())).rejects.toBeInstanceOf(SemaphoreFullError);
    gate.resolve();
    await first;
    await expect(second).rejects.toThrow('boom');
    expect(await semaphore.run(() => Promise.resolve('again'))).toBe('again');
    expect(semaphore.running).toBe(0);
  });
});
