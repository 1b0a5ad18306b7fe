'use client';
import { useCallback, useRef, useState } from 'react';
import type { AdSummary } from '@kraam/shared';

/** A page of cards as the list endpoints answer it (keyset cursor; total where the endpoint counts). */
export interface AdPage {
  data: AdSummary[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

export interface PagedAds {
  ads: AdSummary[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * A list that grows page by page from a keyset cursor. Starts from the server-rendered first page;
 * give the owner a `key` per query so a new query starts over.
 */
export function usePagedAds(initial: AdPage, fetchPage: (cursor: string) => Promise<AdPage>): PagedAds {
  const [ads, setAds] = useState(initial.data);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The observer can fire twice before the state says loading.
  const inFlight = useRef(false);

  const loadMore = useCallback(() => {
    if (!cursor || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setFailed(false);
    fetchPage(cursor)
      .then((page) => {
        // A card seen on an earlier page (the feed moved on) is shown once.
        setAds((previous) => {
          const seen = new Set(previous.map((ad) => ad.id));
          return [...previous, ...page.data.filter((ad) => !seen.has(ad.id))];
        });
        setCursor(page.nextCursor);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [cursor, fetchPage]);

  return { ads, hasMore: cursor !== null, loading, failed, loadMore };
}
