import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/layout/page-container';
import { LinkedStatement } from '@/features/moderation/components/linked-statement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('statements.linked');
  // Its address carries the link's token: never indexed, never passed on as a referrer.
  return { title: { absolute: t('title') }, robots: { index: false }, referrer: 'no-referrer' };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /statement?decision={id}&appeal={token}: the statement of reasons the affected user's mail links to, and
 * the appeal, without logging in (a suspended account cannot; DSA Art. 17, 20). Never in the guest page
 * cache: that keeps only the pages server/page-cache/guest-page-request.ts lists.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ decision?: string | string[]; appeal?: string | string[] }>;
}) {
  const query = await searchParams;
  const t = await getTranslations('statements.linked');
  return (
    <PageContainer narrow>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <LinkedStatement decision={single(query.decision)} appeal={single(query.appeal)} />
    </PageContainer>
  );
}
