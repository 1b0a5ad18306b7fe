import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { LinkChip } from '@/components/link/app-link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { CategoryNode } from '@kraam/shared';
import { PageContainer } from '@/components/layout/page-container';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryBreadcrumbs } from '@/features/categories/components/category-breadcrumbs';
import { categoryHref, findCategoryPath, parseCategoryId } from '@/features/categories/tree';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

interface View {
  title: string;
  path: CategoryNode[];
  /** Categories to narrow down with: the children, or for a leaf its siblings; for a search the top level. */
  related: CategoryNode[];
}

async function resolve(searchParams: Props['searchParams']): Promise<View> {
  const params = await searchParams;
  const t = await getTranslations('categoryAds');
  const tree = await loadCategoryTree().catch(() => [] as CategoryNode[]);
  if (params.categoryId !== undefined) {
    const id = parseCategoryId(params.categoryId);
    const path = id === null ? null : findCategoryPath(tree, id);
    if (!path) notFound();
    const node = path[path.length - 1]!;
    const parent = path.at(-2);
    const related =
      node.childs.length > 0 ? node.childs : (parent?.childs ?? []).filter((n) => n.id !== node.id);
    return { title: node.title, path, related };
  }
  const term = typeof params.search === 'string' ? params.search.trim() : '';
  return { title: term ? t('searchTitle', { term }) : t('allTitle'), path: [], related: tree };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: (await resolve(searchParams)).title };
}

/** Ads list of a leaf or a search. The ads themselves arrive with the ads issue. */
export default async function CategoryAdsPage({ searchParams }: Props) {
  const view = await resolve(searchParams);
  const t = await getTranslations('categoryAds');
  return (
    <PageContainer>
      {view.path.length > 0 && <CategoryBreadcrumbs path={view.path} />}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {view.title}
      </Typography>
      {view.related.length > 0 && (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
        >
          {view.related.map((node) => (
            <li key={node.id}>
              <LinkChip href={categoryHref(node)} label={node.title} variant="outlined" />
            </li>
          ))}
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Inventory2OutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('empty')}
        </Typography>
        <Typography color="text.secondary">{t('emptyText')}</Typography>
      </Paper>
    </PageContainer>
  );
}
