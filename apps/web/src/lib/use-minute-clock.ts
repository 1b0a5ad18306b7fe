'use client';
import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

let now = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // The first reader after a quiet spell must not start from an old minute (a fresher one would only
    // render every reader again), nor from one ahead of a clock that was set back.
    const behind = Date.now() - now.getTime();
    if (behind < 0 || behind >= MINUTE_MS) now = new Date();
    timer = setInterval(tick, MINUTE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const current = () => now;
// On the server every render has its own moment; in the browser hydration reads the shared one.
const serverNow = () => (typeof window === 'undefined' ? new Date() : now);

/**
 * The time, moving on once a minute, from one timer shared by every reader: a page of cards used to run a
 * timer per card (next-intl's `useNow({ updateInterval })`), part of its hydration cost.
 */
export function useMinuteClock(): Date {
  return useSyncExternalStore(subscribe, current, serverNow);
}
