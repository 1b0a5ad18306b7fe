import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMinuteClock } from './use-minute-clock';

afterEach(() => vi.useRealTimers());

describe('useMinuteClock', () => {
  it('moves every reader on once a minute, from one timer', () => {
    // Long after the module was loaded: the first reader starts from now.
    vi.useFakeTimers({ now: new Date('2036-11-26T10:00:00Z') });
    const first = renderHook(() => useMinuteClock());
    const second = renderHook(() => useMinuteClock());
    expect(first.result.current.toISOString()).toBe('2036-11-26T10:00:00.000Z');
    expect(vi.getTimerCount()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(first.result.current.toISOString()).toBe('2036-11-26T10:01:00.000Z');
    expect(second.result.current).toBe(first.result.current);

    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
