'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { iconStorefront } from '@/components/icons/icon-paths';
import { EmptyState } from '@/components/layout/empty-state';
import { LinkButton } from '@/components/link/app-link';
import { NewAdButton } from '@/components/seller/new-ad-button';
import { errorMessage } from '@/lib/api/api-error';
import { useOwnBooth } from '../hooks/use-own-booth';
import { BoothView } from './booth-view';

/** /mybooth: the own booth as visitors see it, with edit and new-ad steps; without a booth a call to set one up. */
export function MyBooth() {
  const t = useTranslations('publish.booth');
  const { data: booth, isPending, error } = useOwnBooth();
  if (isPending)
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  if (booth === undefined) return <Alert severity="error">{errorMessage(error, t('loadFailed'))}</Alert>;
  if (booth === null)
    return (
      <EmptyState icon={iconStorefront} title={t('noBoothTitle')} titleVariant="h1" text={t('noBoothText')}>
        <LinkButton href="/dashboard/boothSetting" variant="contained" size="large">
          {t('setUp')}
        </LinkButton>
      </EmptyState>
    );
  return <OwnBoothView booth={booth} />;
}

function OwnBoothView({ booth }: { booth: Parameters<typeof BoothView>[0]['booth'] }) {
  const t = useTranslations('publish.booth');
  return (
    <BoothView
      booth={booth}
      emptyAction={<NewAdButton label={t('firstAd')} />}
      actions={
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <LinkButton href="/dashboard/boothSetting" variant="outlined" startIcon={<EditOutlinedIcon />}>
            {t('edit')}
          </LinkButton>
          <LinkButton href={`/booth/${booth.id}`} variant="text">
            {t('publicPage')}
          </LinkButton>
        </Stack>
      }
    />
  );
}
