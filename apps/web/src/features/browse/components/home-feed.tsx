'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { API_PATHS, HOME_SORTS, type HomeSort } from '@kraam/shared';
import { getHomeFeed, type AdPage } from '../api/browse-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { apiKey } from '@/lib/query/query-keys';
import { useViewer } from '@/lib/session/viewer-context';
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
        <FeedList key={ctx.token} sort="forYou" />
      ) : initial === null ? (
        <Alert severity="warning">{t('unavailable')}</Alert>
      ) : (
        <FeedList key={sort} sort={sort} initial={initial} />
      )}
    </Box>
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
  if (paged.error) return <Alert severity="warning">{t('unavailable')}</Alert>;
  if (paged.ads.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  return <AdList paged={paged} label={t(`sorts.${sort}`)} list={`sort=${sort}`} />;
}
