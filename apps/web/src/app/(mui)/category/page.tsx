import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { LinkButton } from '@/components/link/app-link';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { PageContainer } from '@/components/layout/page-container';
import { findCategoryPath } from '@/lib/category-path';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryBreadcrumbs } from '@/features/categories/components/category-breadcrumbs';
import { CategoryCard, CategoryGrid } from '@/features/categories/components/category-card';
import { categoryAdsHref, parseCategoryId } from '@/features/categories/tree';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The chain down to ?categoryId=, or a 404 for a missing, malformed or unknown id. */
async function resolve(searchParams: Props['searchParams']) {
  const id = parseCategoryId((await searchParams).categoryId);
  if (id === null) notFound();
  const path = findCategoryPath(await loadCategoryTree(), id);
  if (!path) notFound();
  return path;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const path = await resolve(searchParams);
  return { title: path.at(-1)?.title ?? null };
}

export default async function CategoryPage({ searchParams }: Props) {
  const path = await resolve(searchParams);
  const node = path[path.length - 1]!;
  const t = await getTranslations('categories');
  return (
    <PageContainer>
      <CategoryBreadcrumbs path={path} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography variant="h1">{node.title}</Typography>
        <LinkButton href={categoryAdsHref(node.id)} variant="contained" endIcon={<ArrowForwardIcon />}>
          {t('allAds', { title: node.title })}
        </LinkButton>
      </Box>
      {node.childs.length > 0 && (
        <>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('subcategories')}
          </Typography>
          <CategoryGrid>
            {node.childs.map((child) => (
              <CategoryCard key={child.id} node={child} headingLevel="h3" />
            ))}
          </CategoryGrid>
        </>
      )}
    </PageContainer>
  );
}
