import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { DetailsForm } from '@/features/auth/components/details-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('details'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3, display: { xs: 'none', wide: 'block' } }}>
        {t('details')}
      </Typography>
      <DetailsForm />
    </>
  );
}
