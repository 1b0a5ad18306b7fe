import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { SecurityForm } from '@/features/auth/components/security-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('security'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  const tAuth = await getTranslations('auth.security');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1, display: { xs: 'none', wide: 'block' } }}>
        {t('security')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tAuth('intro')}
      </Typography>
      <SecurityForm />
    </>
  );
}
