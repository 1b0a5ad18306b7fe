'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';

/** SPEC §6: an ad needs a booth first. */
export function NoBoothNotice() {
  const t = useTranslations('publish.newAd');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="alert">
      <StorefrontOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography sx={{ my: 2, fontSize: '1.125rem' }}>{t('noBooth')}</Typography>
      <Button component={Link} href="/dashboard/boothSetting" variant="contained" size="large">
        {t('toBoothSettings')}
      </Button>
    </Paper>
  );
}
