'use client';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { applyFilterChange, filtersToQuery, type FilterChange, type Filters } from '../filters';

interface FilterNavigation {
  /** The filters as last asked for: the URL's, plus any change whose navigation has not landed yet. */
  filters: Filters;
  apply: (change: FilterChange) => void;
  /** True until the server has rendered the last change's first page. */
  pending: boolean;
}

/**
 * Filters live in the URL (shareable, reload-safe): a change navigates to the new /categoryAds query and
 * the server renders its first page. Each change is merged into the last one asked for, so a second
 * change made before the first navigation landed keeps the first.
 */
export function useFilterNavigation(current: Filters): FilterNavigation {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useState(current);
  const latest = useRef(current);
  const currentQuery = filtersToQuery(current);

  // A navigation landed (a change's, a link's or the back button's): the URL is the truth again.
  const [landed, setLanded] = useState(currentQuery);
  if (landed !== currentQuery) {
    setLanded(currentQuery);
    setShown(current);
  }
  useEffect(() => {
    latest.current = current;
    // The query names the filters: the object itself is new on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentQuery]);

  const apply = useCallback(
    (change: FilterChange) => {
      const next = applyFilterChange(latest.current, change);
      latest.current = next;
      setShown(next);
      const query = filtersToQuery(next);
      startTransition(() => router.push(query ? `/categoryAds?${query}` : '/categoryAds', { scroll: false }));
    },
    [router],
  );
  return { filters: shown, apply, pending };
}
