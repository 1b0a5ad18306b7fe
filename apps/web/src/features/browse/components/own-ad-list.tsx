'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import { iconHeartOutline, iconHistory } from '@/components/icons/icon-paths';
import { API_PATHS } from '@kraam/shared';
import { EmptyState } from '@/components/layout/empty-state';
import { LinkButton } from '@/components/link/app-link';
import { errorMessage } from '@/lib/api/api-error';
import { apiKey } from '@/lib/query/query-keys';
import { useViewer } from '@/lib/session/viewer-context';
import { getLastVisits, getWishList, type AdPage, type BrowseContext } from '../api/browse-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { AdList } from '@/components/ads/ad-list';

export type OwnListKind = 'favorites' | 'recentlyViewed';

const lists: Record<
  OwnListKind,
  { path: string; call: (ctx: BrowseContext, cursor?: string | null) => Promise<AdPage> }
> = {
  favorites: { path: API_PATHS.wishList, call: getWishList },
  recentlyViewed: { path: API_PATHS.lastVisits, call: getLastVisits },
};

/** The signed-in user's favourites or recently viewed ads (newest first), or an empty state with a way on. */
export function OwnAdList({ kind }: { kind: OwnListKind }) {
  const t = useTranslations(`browse.own.${kind}`);
  const ctx = useBrowseContext();
  const { userId } = useViewer();
  const { path, call } = lists[kind];
  const paged = usePagedAds({
    queryKey: apiKey(path, { lang: ctx.lang, viewer: userId }),
    fetchPage: (cursor, signal) => call({ ...ctx, signal }, cursor),
    enabled: Boolean(ctx.token),
  });

  if (paged.error) return <Alert severity="warning">{errorMessage(paged.error, t('failed'))}</Alert>;
  if (paged.pending) return <AdGridSkeleton count={4} />;
  if (paged.ads.length === 0) {
    return (
      <EmptyState
        icon={kind === 'favorites' ? iconHeartOutline : iconHistory}
        title={t('empty')}
        text={t('emptyText')}
      >
        <LinkButton href="/" variant="contained">
          {t('browse')}
        </LinkButton>
      </EmptyState>
    );
  }
  return <AdList paged={paged} label={t('listLabel')} />;
}
