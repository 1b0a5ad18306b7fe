import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@kraam/shared';
import { PageContainer } from '@/components/layout/page-container';
import { SearchBox } from '@/components/shell/search-box';
import { loadHome, parseHomeSort } from '@/features/browse/api/load-home';
import { HomeFeed } from '@/features/browse/components/home-feed';
import { PromotedStrip } from '@/features/browse/components/promoted-strip';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryShortcuts } from '@/features/categories/components/category-shortcuts';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function HomePage({ searchParams }: Props) {
  const t = await getTranslations('home');
  const sort = parseHomeSort((await searchParams).sort);
  const [tree, { feed, promoted }] = await Promise.all([
    loadCategoryTree().catch((): CategoryNode[] | null => null),
    loadHome(sort),
  ]);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          bgcolor: 'primary.main',
          backgroundImage: 'linear-gradient(135deg, rgba(255,255,255,0.06) 0%, rgba(0,0,0,0.22) 100%)',
          color: 'primary.contrastText',
        }}
      >
        <Box
          sx={{
            maxWidth: 760,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: { xs: 2.5, wide: 4 },
            textAlign: 'center',
          }}
        >
          <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '2rem' }, mb: 1 }}>
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>{t('heroText')}</Typography>
          {/* Wide screens have the search box in the header; a second one would only push the feed down. */}
          <Box sx={{ color: 'text.primary', mt: 2, display: { wide: 'none' } }}>
            <SearchBox size="large" />
          </Box>
        </Box>
      </Box>
      <PageContainer>
        {tree === null ? (
          <Alert severity="warning">{t('unavailable')}</Alert>
        ) : tree.length === 0 ? (
          <Alert severity="info">{t('empty')}</Alert>
        ) : (
          <CategoryShortcuts tree={tree} label={t('categoriesTitle')} />
        )}
        <Box sx={{ mt: 2 }}>
          <PromotedStrip ads={promoted} />
          <HomeFeed sort={sort} initial={feed} />
        </Box>
      </PageContainer>
    </>
  );
}
