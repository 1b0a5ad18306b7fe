'use client';
import { useCallback, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { filtersToQuery, type Filters } from '../filters';

/**
 * Filters live in the URL (shareable, reload-safe): a change navigates to the new /categoryAds query and
 * the server renders its first page. `pending` is true until it has.
 */
export function useFilterNavigation(): { apply: (next: Filters) => void; pending: boolean } {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const apply = useCallback(
    (next: Filters) => {
      const query = filtersToQuery(next);
      startTransition(() => router.push(query ? `/categoryAds?${query}` : '/categoryAds', { scroll: false }));
    },
    [router],
  );
  return { apply, pending };
}
