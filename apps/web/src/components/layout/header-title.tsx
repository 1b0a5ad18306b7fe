'use client';
import { useEffect, useSyncExternalStore } from 'react';

/** What a detail page shows in the phone header instead of the brand: its title and where back goes. */
export interface HeaderTitleValue {
  title: string;
  backHref: string;
  /** The back arrow's name when it does not go to the page's usual parent. */
  backLabel?: string;
}

let current: HeaderTitleValue | null = null;
const listeners = new Set<() => void>();
const set = (value: HeaderTitleValue | null) => {
  current = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useHeaderTitle(): HeaderTitleValue | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Rendered by a page (the ad page, an open chat) to put its title in the phone header while it is shown. */
export function HeaderTitle({ title, backHref, backLabel }: HeaderTitleValue) {
  useEffect(() => {
    set({ title, backHref, backLabel });
    return () => set(null);
  }, [title, backHref, backLabel]);
  return null;
}
