'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { CacheGroup, CacheKey } from '@kraam/shared';
import { fetchCacheKeys, type KeysPage } from '../api/admin-calls';
import { useSessionExpiry } from './use-session-expiry';

export interface CacheKeysState {
  keys: CacheKey[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Takes a key out of the list after it was removed from the cache. */
  drop: (key: string) => void;
}

/**
 * The keys of one filter, page by page ('load more'). The owner gives it a React `key` per filter, so
 * a new filter starts from a fresh first page.
 */
export function useCacheKeys(group: CacheGroup | null, prefix: string): CacheKeysState {
  const lang = useLocale();
  const expired = useSessionExpiry();
  const [keys, setKeys] = useState<CacheKey[]>([]);
  const [status, setStatus] = useState<CacheKeysState['status']>('loading');
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef(false);

  const filter = useMemo(() => ({ group, prefix }), [group, prefix]);

  const addPage = useCallback((page: KeysPage) => {
    setKeys((previous) => {
      const seen = new Set(previous.map((entry) => entry.key));
      return [...previous, ...page.keys.filter((entry) => !seen.has(entry.key))];
    });
    setCursor(page.nextCursor);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchCacheKeys(lang, { ...filter, cursor: null }, controller.signal)
      .then((page) => {
        addPage(page);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !expired(error)) setStatus('failed');
      });
    return () => controller.abort();
  }, [lang, filter, addPage, expired]);

  const loadMore = useCallback(() => {
    if (!cursor || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    fetchCacheKeys(lang, { ...filter, cursor })
      .then(addPage)
      .catch((error: unknown) => {
        if (!expired(error)) setStatus('failed');
      })
      .finally(() => {
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [cursor, lang, filter, addPage, expired]);

  const drop = useCallback((key: string) => {
    setKeys((previous) => previous.filter((entry) => entry.key !== key));
  }, []);

  return { keys, status, hasMore: cursor !== null, loadingMore, loadMore, drop };
}
