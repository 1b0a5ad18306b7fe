import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link/app-link';
import { SellerFrame } from '@/app/_shell/seller-frame';
import { MyAds } from '@/features/publishing/components/my-ads/my-ads';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('advertisment'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  const tAds = await getTranslations('publish.myAds');
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h1" sx={{ display: { xs: 'none', wide: 'block' } }}>
          {t('advertisment')}
        </Typography>
        <LinkButton href="/newAds/chooseCategory" variant="contained" sx={{ ml: 'auto' }}>
          {tAds('newAd')}
        </LinkButton>
      </Stack>
      <SellerFrame>
        <MyAds />
      </SellerFrame>
    </>
  );
}
