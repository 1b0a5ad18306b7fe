'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdRenewal } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useApiBase } from '@/lib/api/api-base-context';
import { fetchRenewal, renewAd } from '../api/renewal-calls';

const MY_ADS_PATH = '/dashboard/advertisment';

/**
 * /ads/renew?token=: the expiry reminder's link. Opening it shows the ad and what the press would do and
 * changes nothing (mail scanners follow links); the button sends the one POST that renews it.
 */
export function RenewalConfirm({ token }: { token: string | undefined }) {
  const t = useTranslations('adRenewal');
  const format = useFormatter();
  const apiBase = useApiBase();
  const lang = useLocale();
  const link = useQuery({
    queryKey: ['adRenewal', token, lang],
    queryFn: ({ signal }) => fetchRenewal({ apiBase, lang }, token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const renew = useMutation({ mutationFn: (value: string) => renewAd({ apiBase, lang }, value) });
  // Read once: whether the ad counts as expired does not change while the page is open.
  const [openedAt] = useState(() => Date.now());

  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
  const adLink = (ad: AdRenewal) => (
    <Link component={NextLink} href={`/ads/${ad.advertisementId}`} prefetch={false}>
      {ad.title}
    </Link>
  );
  const myAds = (
    <Link component={NextLink} href={MY_ADS_PATH} prefetch={false}>
      {t('myAds')}
    </Link>
  );
  const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

  if (!token || refused(link.error)) {
    return (
      <Alert severity="error">
        {t('badLink')} {myAds}
      </Alert>
    );
  }
  if (renew.isSuccess) {
    const ad = renew.data.data;
    return (
      <Alert severity="success">
        <Typography>{renew.data.message}</Typography>
        <Typography>
          {adLink(ad)} · {t('onlineUntil', { date: date(ad.validUntil) })}
        </Typography>
      </Alert>
    );
  }
  if (link.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void link.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!link.data) {
    return (
      <Box aria-busy>
        <Typography role="status" sx={{ mb: 1 }}>
          {t('loading')}
        </Typography>
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  }
  const ad = link.data;
  if (ad.state !== 'renewable' && ad.state !== 'renewed') {
    return (
      <Alert severity={ad.state === 'used' ? 'info' : 'warning'}>
        <Typography>{adLink(ad)}</Typography>
        <Typography>
          {t(`state.${ad.state}`, { date: date(ad.validUntil) })} {myAds}
        </Typography>
      </Alert>
    );
  }
  const expired = new Date(ad.validUntil).getTime() <= openedAt;
  const pressError = renew.isError ? errorMessage(renew.error, t('failed')) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>{adLink(ad)}</Typography>
      <Typography>
        {expired ? t('expired', { date: date(ad.validUntil) }) : t('expires', { date: date(ad.validUntil) })}
      </Typography>
      <Typography color="text.secondary">{t('keeps')}</Typography>
      {pressError && <Alert severity="error">{pressError}</Alert>}
      <Button
        variant="contained"
        loading={renew.isPending}
        onClick={() => renew.mutate(token)}
        sx={{ minHeight: 44 }}
      >
        {expired ? t('relistButton') : t('renewButton')}
      </Button>
    </Box>
  );
}
