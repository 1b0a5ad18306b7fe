import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/layout/page-container';
import { UnsubscribeConfirm } from '@/features/saved-searches/components/unsubscribe-confirm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('savedSearches.unsubscribe');
  // Its address carries the link's token: never indexed, never passed on as a referrer.
  return { title: { absolute: t('title') }, robots: { index: false }, referrer: 'no-referrer' };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /alerts/unsubscribe?token=: where an alert mail's unsubscribe link leads in a browser. Signed in or not;
 * the GET shows a button and changes nothing, the button's POST unsubscribes.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const query = await searchParams;
  const t = await getTranslations('savedSearches.unsubscribe');
  return (
    <PageContainer narrow>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <UnsubscribeConfirm token={single(query.token)} />
    </PageContainer>
  );
}
