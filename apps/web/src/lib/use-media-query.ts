'use client';
import { useCallback, useSyncExternalStore } from 'react';

// Every browser the site supports has matchMedia; a document without it answers false rather than throw.
const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether the media query matches, kept current; false on the server and in the first render that
 * hydrates it, as MUI's useMediaQuery without its theme (the search page carries no MUI, decision 0021).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}
