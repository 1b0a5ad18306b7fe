'use client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import { EmptyState } from '@/components/layout/empty-state';
import { LinkButton } from '@/components/link/app-link';
import { getLastVisits, getWishList, type AdPage, type BrowseContext } from '../api/browse-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import { usePagedAds } from '@/components/ads/use-paged-ads';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { AdList } from '@/components/ads/ad-list';

export type OwnListKind = 'favorites' | 'recentlyViewed';

const calls: Record<OwnListKind, (ctx: BrowseContext, cursor?: string | null) => Promise<AdPage>> = {
  favorites: getWishList,
  recentlyViewed: getLastVisits,
};

/** The signed-in user's favourites or recently viewed ads (newest first), or an empty state with a way on. */
export function OwnAdList({ kind }: { kind: OwnListKind }) {
  const t = useTranslations(`browse.own.${kind}`);
  const ctx = useBrowseContext();
  const [first, setFirst] = useState<AdPage | null | 'failed'>(null);

  useEffect(() => {
    if (!ctx.token) return;
    const controller = new AbortController();
    calls[kind]({ ...ctx, signal: controller.signal })
      .then(setFirst)
      .catch(() => {
        if (!controller.signal.aborted) setFirst('failed');
      });
    return () => controller.abort();
  }, [ctx, kind]);

  if (first === null) return <AdGridSkeleton count={4} />;
  if (first === 'failed') return <Alert severity="warning">{t('failed')}</Alert>;
  if (first.data.length === 0) {
    return (
      <EmptyState
        icon={kind === 'favorites' ? FavoriteBorderIcon : HistoryIcon}
        title={t('empty')}
        text={t('emptyText')}
      >
        <LinkButton href="/" variant="contained">
          {t('browse')}
        </LinkButton>
      </EmptyState>
    );
  }
  return <OwnPages kind={kind} first={first} label={t('listLabel')} />;
}

function OwnPages({ kind, first, label }: { kind: OwnListKind; first: AdPage; label: string }) {
  const ctx = useBrowseContext();
  const fetchPage = useCallback((cursor: string) => calls[kind](ctx, cursor), [ctx, kind]);
  return <AdList paged={usePagedAds(first, fetchPage)} label={label} />;
}
