'use client';
import { useEffect, useRef, useState } from 'react';
import { usePageVisible } from '@/lib/use-page-visible';
import { useSessionExpiry } from './use-session-expiry';

export interface Polled<T> {
  data: T | null;
  /** When `data` was last fetched. */
  updatedAt: Date | null;
  /** The last attempt failed (older data, if any, is still shown). */
  failed: boolean;
  retry: () => void;
}

/**
 * Loads `load` every `intervalMs` while the tab is visible, and at once when it becomes visible again.
 * Server-rendered `initial` data counts as fresh, so the first fetch waits one interval. `load` must be
 * stable (useCallback); a new one (another language) fetches at once.
 */
export function usePolling<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial: T | null,
  intervalMs: number,
): Polled<T> {
  const visible = usePageVisible();
  const expired = useSessionExpiry();
  const [state, setState] = useState({
    data: initial,
    updatedAt: initial === null ? null : new Date(),
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);
  const fresh = useRef(initial !== null);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const data = await load(controller.signal);
        setState({ data, updatedAt: new Date(), failed: false });
      } catch (error) {
        if (controller.signal.aborted || expired(error)) return;
        setState((previous) => ({ ...previous, failed: true }));
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), intervalMs);
    };
    if (fresh.current) {
      fresh.current = false;
      timer = setTimeout(() => void tick(), intervalMs);
    } else {
      void tick();
    }
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [visible, load, intervalMs, expired, attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
