import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { SAVED_SEARCH_MAX } from '@kraam/shared';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('savedSearches'), robots: { index: false } };
}

/** /dashboard/savedSearches: the user's saved searches and their alerts. */
export default async function Page() {
  const t = await getTranslations('dashboard.titles');
  const tList = await getTranslations('savedSearches.list');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1, display: { xs: 'none', wide: 'block' } }}>
        {t('savedSearches')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {tList('intro', { max: SAVED_SEARCH_MAX })}
      </Typography>
      <SavedSearchList />
    </>
  );
}
