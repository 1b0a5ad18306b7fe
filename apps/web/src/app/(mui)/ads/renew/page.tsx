import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/layout/page-container';
import { RenewalConfirm } from '@/features/ad-renewal/components/renewal-confirm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adRenewal');
  // Its address carries the link's token: never indexed, never passed on as a referrer.
  return { title: { absolute: t('title') }, robots: { index: false }, referrer: 'no-referrer' };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** /ads/renew?token=: where an expiry reminder's renewal link leads. Signed in or not. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const query = await searchParams;
  const t = await getTranslations('adRenewal');
  return (
    <PageContainer narrow>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <RenewalConfirm token={single(query.token)} />
    </PageContainer>
  );
}
