import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { parseIdSegment } from '@kraam/shared';
import { ReviewWriter } from '@/features/reviews/components/review-writer';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('reviews'), robots: { index: false } };
}

/** /dashboard/reviews?conversationId=: the review of the other person of a chat conversation (its link). */
export default async function Page({ searchParams }: Props) {
  const t = await getTranslations('dashboard.titles');
  const raw = (await searchParams).conversationId;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2, display: { xs: 'none', wide: 'block' } }}>
        {t('reviews')}
      </Typography>
      <ReviewWriter conversationId={typeof raw === 'string' ? parseIdSegment(raw) : null} />
    </>
  );
}
