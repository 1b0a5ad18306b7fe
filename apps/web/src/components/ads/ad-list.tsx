'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { AdCard, AdGrid } from './ad-card';
import { AdCardSkeleton } from './ad-grid-skeleton';
import type { PagedAds } from './use-paged-ads';
import button from '@/components/buttons/button.module.css';
import styles from './ad-list.module.css';

interface AdListProps {
  paged: PagedAds;
  label: string;
  /** The query of this list, handed to the ad page for its previous/next links. */
  list?: string;
  /** How many first cards fetch their photo at once, at high priority: those on the first screen. */
  eagerCount?: number;
}

/** Cards of any list (home, search, booth, favourites) that load more on scroll (IntersectionObserver), with a button for when the observer cannot. */
export function AdList({ paged, label, list, eagerCount = 4 }: AdListProps) {
  const t = useTranslations('browse.list');
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, failed, loadMore } = paged;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, failed, loadMore]);

  const href = (id: number) => (list ? `/ads/${id}?list=${encodeURIComponent(list)}` : `/ads/${id}`);
  return (
    <>
      <AdGrid label={label}>
        {paged.ads.map((ad, index) => (
          <li key={ad.id}>
            <AdCard ad={ad} href={href(ad.id)} priority={index < eagerCount} />
          </li>
        ))}
        {loading &&
          Array.from({ length: 4 }, (_, index) => (
            <li key={`loading-${index}`} aria-hidden>
              <AdCardSkeleton />
            </li>
          ))}
      </AdGrid>
      <div ref={sentinel} className={styles.more}>
        {failed && (
          <p role="alert" className={styles.failed}>
            {t('loadFailed')}
          </p>
        )}
        {hasMore && (
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            className={`${button.button} ${button.outlined}`}
          >
            {failed ? t('retry') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
