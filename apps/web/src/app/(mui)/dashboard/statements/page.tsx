import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { StatementList } from '@/features/moderation/components/statement-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('statements'), robots: { index: false } };
}

/** /dashboard/statements (?decision={id} from the mail): statements of reasons and appeals (DSA Art. 17, 20). */
export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  const tStatements = await getTranslations('statements');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1, display: { xs: 'none', wide: 'block' } }}>
        {t('statements')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tStatements('intro')}
      </Typography>
      <Suspense>
        <StatementList />
      </Suspense>
    </>
  );
}
