'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { AdSummary } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { useSellerCall } from '@/lib/api/seller-call';
import { fetchBoothAds } from '../api/booth-ads';
import { useOwnBooth } from '../hooks/use-own-booth';
import { BoothView } from './booth-view';

/** /mybooth: the own booth as visitors see it, with edit and new-ad steps; without a booth a call to set one up. */
export function MyBooth() {
  const t = useTranslations('publish.booth');
  const state = useOwnBooth();
  if (state.status === 'loading')
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  if (state.status === 'failed')
    return <Alert severity="error">{errorMessage(state.error, t('loadFailed'))}</Alert>;
  if (!state.booth)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
        <StorefrontOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ my: 1 }}>
          {t('noBoothTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('noBoothText')}
        </Typography>
        <Button component={Link} href="/dashboard/boothSetting" variant="contained" size="large">
          {t('setUp')}
        </Button>
      </Paper>
    );
  return <OwnBoothView booth={state.booth} />;
}

function OwnBoothView({ booth }: { booth: Parameters<typeof BoothView>[0]['booth'] }) {
  const t = useTranslations('publish.booth');
  const call = useSellerCall();
  const [ads, setAds] = useState<AdSummary[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchBoothAds(call.apiBase, call.lang, booth.id, controller.signal)
      .then(setAds)
      .catch(() => undefined);
    return () => controller.abort();
  }, [call, booth.id]);
  const newAd = (
    <Button
      component={Link}
      href="/newAds/chooseCategory"
      variant="contained"
      startIcon={<AddCircleOutlineIcon />}
    >
      {t('firstAd')}
    </Button>
  );
  return (
    <BoothView
      booth={booth}
      ads={ads ?? []}
      emptyAction={ads === null ? undefined : newAd}
      actions={
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            component={Link}
            href="/dashboard/boothSetting"
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
          >
            {t('edit')}
          </Button>
          <Button component={Link} href={`/booth/${booth.id}`} variant="text">
            {t('publicPage')}
          </Button>
        </Stack>
      }
    />
  );
}
