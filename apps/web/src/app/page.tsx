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
import { CategoryCard, CategoryGrid } from '@/features/categories/components/category-card';

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
          sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, sm: 6 }, textAlign: 'center' }}
        >
          <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, mb: 1 }}>
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ opacity: 0.9, mb: 3 }}>{t('heroText')}</Typography>
          <Box sx={{ color: 'text.primary' }}>
            <SearchBox size="large" />
          </Box>
        </Box>
      </Box>
      <PageContainer>
        <PromotedStrip ads={promoted} />
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('categoriesTitle')}
        </Typography>
        {tree === null ? (
          <Alert severity="warning">{t('unavailable')}</Alert>
        ) : tree.length === 0 ? (
          <Alert severity="info">{t('empty')}</Alert>
        ) : (
          <CategoryGrid>
            {tree.map((node) => (
              <CategoryCard key={node.id} node={node} />
            ))}
          </CategoryGrid>
        )}
        <Box sx={{ mt: 5 }}>
          <HomeFeed sort={sort} initial={feed} />
        </Box>
      </PageContainer>
    </>
  );
}
