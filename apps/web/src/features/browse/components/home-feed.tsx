'use client';
import { useCallback, useEffect, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { HOME_SORTS, type HomeSort } from '@kraam/shared';
import { getHomeFeed, type AdPage } from '../api/browse-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { AdList } from '@/components/ads/ad-list';

interface HomeFeedProps {
  sort: HomeSort;
  /** The server-rendered first page; null when the API did not answer. */
  initial: AdPage | null;
}

/** The home feed (SPEC §1 sorts): tabs kept in the URL as `?sort=`, cards loading on as you scroll. */
export function HomeFeed({ sort, initial }: HomeFeedProps) {
  const t = useTranslations('browse.home');
  const ctx = useBrowseContext();
  // The server renders as a guest; "for you" is only personal with the token the browser holds.
  const personal = sort === 'forYou' && ctx.token !== null;
  return (
    <Box component="section" aria-labelledby="feed-title">
      <Box component="h2" id="feed-title" sx={{ typography: 'h2', m: 0, mb: 1 }}>
        {t('feedTitle')}
      </Box>
      <Tabs
        value={sort}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('sortLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {HOME_SORTS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`sorts.${value}`)}
            component={NextLink}
            href={value === 'trending' ? '/' : `/?sort=${value}`}
            scroll={false}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      {personal ? (
        <PersonalFeed key={ctx.token} />
      ) : initial === null ? (
        <Alert severity="warning">{t('unavailable')}</Alert>
      ) : (
        <FeedList key={sort} sort={sort} initial={initial} />
      )}
    </Box>
  );
}

function FeedList({ sort, initial }: { sort: HomeSort; initial: AdPage }) {
  const t = useTranslations('browse.home');
  const ctx = useBrowseContext();
  const fetchPage = useCallback((cursor: string) => getHomeFeed(ctx, sort, { cursor }), [ctx, sort]);
  const paged = usePagedAds(initial, fetchPage);
  if (paged.ads.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  return <AdList paged={paged} label={t(`sorts.${sort}`)} list={`sort=${sort}`} />;
}

/** "For you" of a signed-in user: asked for by the browser with the token, skeletons until it answers. */
function PersonalFeed() {
  const t = useTranslations('browse.home');
  const ctx = useBrowseContext();
  const [first, setFirst] = useState<AdPage | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    getHomeFeed({ ...ctx, signal: controller.signal }, 'forYou')
      .then(setFirst)
      .catch(() => {
        if (!controller.signal.aborted) setFirst('failed');
      });
    return () => controller.abort();
  }, [ctx]);
  if (first === null) return <AdGridSkeleton />;
  if (first === 'failed') return <Alert severity="warning">{t('unavailable')}</Alert>;
  return <FeedList sort="forYou" initial={first} />;
}
