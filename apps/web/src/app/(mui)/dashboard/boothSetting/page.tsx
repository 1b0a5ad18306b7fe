import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { SellerFrame } from '@/app/_shell/seller-frame';
import { BoothSettingsForm } from '@/features/booths/components/booth-settings-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('boothSetting'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3, display: { xs: 'none', wide: 'block' } }}>
        {t('boothSetting')}
      </Typography>
      <SellerFrame>
        <BoothSettingsForm />
      </SellerFrame>
    </>
  );
}
