'use client';
import { useCallback, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdList } from '@/components/ads/ad-list';
import { AdGridSkeleton } from '@/components/ads/ad-grid-skeleton';
import { usePagedAds, type AdPage } from '@/components/ads/use-paged-ads';
import { useApiBase } from '@/lib/api/api-base-context';
import { fetchBoothAds } from '../api/booth-ads';

interface BoothAdsProps {
  boothId: number;
  /** The first page, or null while it loads. */
  first: AdPage | null;
  emptyAction?: ReactNode;
}

/** The booth's ads: the heading counts all of them (the API's total), the list loads more pages. */
export function BoothAds({ boothId, first, emptyAction }: BoothAdsProps) {
  const t = useTranslations('publish.booth');
  const count = first?.total ?? first?.data.length ?? 0;
  const heading =
    first === null
      ? t('adsHeadingLoading')
      : first.totalCapped
        ? t('adsHeadingMore', { count })
        : t('adsHeading', { count });
  return (
    <Box component="section" aria-labelledby="booth-ads">
      <Typography id="booth-ads" component="h2" variant="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {first === null ? (
        <AdGridSkeleton count={4} />
      ) : first.data.length > 0 ? (
        <BoothPages key={boothId} boothId={boothId} first={first} label={heading} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: emptyAction ? 2 : 0 }}>{t('noAds')}</Typography>
          {emptyAction}
        </Paper>
      )}
    </Box>
  );
}

function BoothPages({ boothId, first, label }: { boothId: number; first: AdPage; label: string }) {
  const apiBase = useApiBase();
  const lang = useLocale();
  const fetchPage = useCallback(
    (cursor: string) => fetchBoothAds(apiBase, lang, boothId, { cursor }),
    [apiBase, lang, boothId],
  );
  return <AdList paged={usePagedAds(first, fetchPage)} label={label} />;
}
