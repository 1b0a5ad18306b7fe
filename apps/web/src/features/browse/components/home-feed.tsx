'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { API_PATHS, HOME_SORTS, type HomeSort } from '@kraam/shared';
import { getHomeFeed, type AdPage } from '../api/browse-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { apiKey } from '@/lib/query/query-keys';
import { useViewer } from '@/lib/session/viewer-context';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { AdList } from '@/components/ads/ad-list';
import { Notice } from '@/components/feedback/notice';
import styles from './home-feed.module.css';

interface HomeFeedProps {
  sort: HomeSort;
  /** The server-rendered first page; null when the API did not answer. */
  initial: AdPage | null;
}

/** The home feed (SPEC §1 sorts): sort links kept in the URL as `?sort=`, cards loading on as you scroll. */
export function HomeFeed({ sort, initial }: HomeFeedProps) {
  const t = useTranslations('browse.home');
  const ctx = useBrowseContext();
  // The server renders as a guest; "for you" is only personal with the token the browser holds.
  const personal = sort === 'forYou' && ctx.token !== null;
  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title" className={styles.title}>
        {t('feedTitle')}
      </h2>
      {/* Links, not tabs: each sort is its own URL, and the feed under it is the page's content. */}
      <nav aria-label={t('sortLabel')}>
        <ul className={styles.sorts}>
          {HOME_SORTS.map((value) => (
            <li key={value}>
              <NextLink
                href={value === 'trending' ? '/' : `/?sort=${value}`}
                prefetch={false}
                scroll={false}
                className={styles.sort}
                aria-current={value === sort ? 'page' : undefined}
              >
                {t(`sorts.${value}`)}
              </NextLink>
            </li>
          ))}
        </ul>
      </nav>
      {personal ? (
        <FeedList key={ctx.token} sort="forYou" />
      ) : initial === null ? (
        <Notice severity="warning">{t('unavailable')}</Notice>
      ) : (
        <FeedList key={sort} sort={sort} initial={initial} />
      )}
    </section>
  );
}

/** One feed; without `initial` (the personal "for you") the browser asks for the first page itself. */
function FeedList({ sort, initial }: { sort: HomeSort; initial?: AdPage }) {
  const t = useTranslations('browse.home');
  const ctx = useBrowseContext();
  const { userId } = useViewer();
  const paged = usePagedAds({
    // "For you" is personal: one list per signed-in user.
    queryKey: apiKey(API_PATHS.homeFeed, {
      lang: ctx.lang,
      viewer: sort === 'forYou' ? userId : null,
      params: { sort },
    }),
    first: initial,
    fetchPage: (cursor, signal) => getHomeFeed({ ...ctx, signal }, sort, { cursor }),
  });
  if (paged.pending) return <AdGridSkeleton />;
  if (paged.error) return <Notice severity="warning">{t('unavailable')}</Notice>;
  if (paged.ads.length === 0) return <Notice severity="info">{t('empty')}</Notice>;
  // Below the hero, the categories and the promoted strip: no card of the feed is on the first screen.
  return <AdList paged={paged} label={t(`sorts.${sort}`)} list={`sort=${sort}`} eagerCount={0} />;
}
