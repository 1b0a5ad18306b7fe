'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, kept current; false on the server and in the first render that
 * hydrates it, as MUI's useMediaQuery without its theme (the search page carries no MUI, decision 0021).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
