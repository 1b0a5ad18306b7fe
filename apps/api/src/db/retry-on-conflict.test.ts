import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnConflict } from './retry-on-conflict';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryOnConflict', () => {
  it('runs the work again after a deadlock or serialization failure', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let calls = 0;
    const result = await retryOnConflict(() => {
      calls += 1;
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('done');
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt and never retries other errors', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(() => {
        calls += 1;
        return Promise.reject(pgError('40P01'));
      }, 3),
    ).rejects.toThrow('pg 40P01');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryOnConflict(() => {
        calls += 1;
        return Promise.reject(pgError('23505'));
      }),
    ).rejects.toThrow('pg 23505');
    expect(calls).toBe(1);
  });

  it('knows the retryable codes only', () => {
    expect(isRetryableConflict(pgError('40P01'))).toBe(true);
    expect(isRetryableConflict(pgError('40001'))).toBe(true);
    for (const other of [pgError('23505'), new Error('x'), null, 'x', { code: 40001 }])
      expect(isRetryableConflict(other)).toBe(false);
  });
});
