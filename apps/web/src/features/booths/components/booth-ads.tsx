'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { API_PATHS } from '@kraam/shared';
import { AdList } from '@/components/ads/ad-list';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { usePagedAds, type AdPage } from '@/components/ads/use-paged-ads';
import { useApiBase } from '@/lib/api/api-base-context';
import { apiKey } from '@/lib/query/query-keys';
import { fetchBoothAds } from '../api/booth-ads';
import styles from './booth-view.module.css';

interface BoothAdsProps {
  boothId: number;
  /** The server-rendered first page; without it the list asks for it in the browser. */
  first?: AdPage;
  emptyAction?: ReactNode;
}

/** The booth's ads: the heading counts all of them (the API's total), the list loads more pages. */
export function BoothAds({ boothId, first, emptyAction }: BoothAdsProps) {
  const t = useTranslations('publish.booth');
  const apiBase = useApiBase();
  const lang = useLocale();
  const paged = usePagedAds({
    queryKey: apiKey(API_PATHS.adSearch, { lang, params: { boothId, sort: 'newest' } }),
    first,
    fetchPage: (cursor, signal) =>
      fetchBoothAds(apiBase, lang, boothId, { cursor: cursor ?? undefined, signal }),
  });
  const page = paged.firstPage;
  const count = page?.total ?? page?.data.length ?? 0;
  const heading =
    page === undefined
      ? t('adsHeadingLoading')
      : page.totalCapped
        ? t('adsHeadingMore', { count })
        : t('adsHeading', { count });
  return (
    <section aria-labelledby="booth-ads">
      <h2 id="booth-ads" className={styles.adsHeading}>
        {heading}
      </h2>
      {page === undefined ? (
        <AdGridSkeleton count={4} />
      ) : paged.ads.length > 0 ? (
        <AdList paged={paged} label={heading} />
      ) : (
        <div className={`${styles.card} ${styles.empty}`}>
          <p>{t('noAds')}</p>
          {emptyAction}
        </div>
      )}
    </section>
  );
}
