'use client';
import { useEffect, useSyncExternalStore } from 'react';

/** What a detail page shows in the phone header instead of the brand: its title and where back goes. */
export interface HeaderTitleValue {
  title: string;
  backHref: string;
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

/** Rendered by a page (the ad page) to put its title in the phone header while it is shown. */
export function HeaderTitle({ title, backHref }: HeaderTitleValue) {
  useEffect(() => {
    set({ title, backHref });
    return () => set(null);
  }, [title, backHref]);
  return null;
}
