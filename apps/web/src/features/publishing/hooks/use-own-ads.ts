'use client';
import { useCallback, useEffect, useState } from 'react';
import type { OwnAd, OwnAdTab } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { getOwnAds } from '../api/ad-calls';

export interface OwnAdsState {
  ads: OwnAd[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  /** Load the tab again from the start (after an action changed what it holds). */
  reload: () => void;
}

/** One tab of My ads, a page at a time. */
export function useOwnAds(tab: OwnAdTab): OwnAdsState {
  const call = useSellerCall();
  const [state, setState] = useState<{
    ads: OwnAd[];
    next: string | null;
    error: unknown;
    for: string | null;
  }>({
    ads: [],
    next: null,
    error: null,
    for: null,
  });
  const [version, setVersion] = useState(0);
  const [more, setMore] = useState<string | null>(null);
  const key = `${tab}:${call.lang}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    getOwnAds(call, tab, null, controller.signal)
      .then((page) => setState({ ads: page.data, next: page.nextCursor, error: null, for: key }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ ads: [], next: null, error, for: key });
      });
    return () => controller.abort();
  }, [call, tab, key]);

  useEffect(() => {
    if (more === null) return;
    const controller = new AbortController();
    getOwnAds(call, tab, more, controller.signal)
      .then((page) =>
        setState((previous) => ({
          ...previous,
          ads: [...previous.ads, ...page.data],
          next: page.nextCursor,
        })),
      )
      .catch(() => undefined)
      .finally(() => setMore(null));
    return () => controller.abort();
  }, [call, tab, more]);

  const loadMore = useCallback(() => setMore(state.next), [state.next]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = state.for === key;
  // While the same tab reloads, its old rows stay on screen instead of flashing skeletons.
  const sameTab = state.for?.startsWith(`${tab}:${call.lang}:`) ?? false;
  return {
    ads: current || sameTab ? state.ads : [],
    loading: !current || more !== null,
    error: current ? state.error : null,
    hasMore: current && state.next !== null,
    loadMore,
    reload,
  };
}
