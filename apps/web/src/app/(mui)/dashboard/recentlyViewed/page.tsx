import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { OwnAdList } from '@/features/browse/components/own-ad-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('recentlyViewed'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3, display: { xs: 'none', wide: 'block' } }}>
        {t('recentlyViewed')}
      </Typography>
      <OwnAdList kind="recentlyViewed" />
    </>
  );
}
