import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { CategoryNode } from '@kraam/shared';
import { PageContainer } from '@/components/layout/page-container';
import { loadSearch } from '@/features/browse/api/load-search';
import { SearchView } from '@/features/browse/components/search-view';
import { narrowToCategoryHref } from '@/features/browse/filters';
import { parseFilters } from '@/features/browse/parse-filters';
import { findCategoryPath } from '@/lib/category-path';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryBreadcrumbs } from '@/features/categories/components/category-breadcrumbs';
import { parseCategoryId } from '@/features/categories/tree';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import styles from './category-ads-page.module.css';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

interface View {
  title: string;
  path: CategoryNode[];
  /** Categories to narrow down with: the children, or for a leaf its siblings; else the top level. */
  related: CategoryNode[];
}

async function resolve(searchParams: Props['searchParams']): Promise<View> {
  const params = await searchParams;
  const t = await getTranslations('categoryAds');
  const tree = await loadCategoryTree().catch(() => [] as CategoryNode[]);
  const term = typeof params.search === 'string' ? params.search.trim() : '';
  if (params.categoryId !== undefined) {
    const id = parseCategoryId(params.categoryId);
    const path = id === null ? null : findCategoryPath(tree, id);
    if (!path) notFound();
    const node = path[path.length - 1]!;
    const parent = path.at(-2);
    const related =
      node.childs.length > 0 ? node.childs : (parent?.childs ?? []).filter((n) => n.id !== node.id);
    const title = term ? t('searchInTitle', { term, category: node.title }) : node.title;
    return { title, path, related };
  }
  return { title: term ? t('searchTitle', { term }) : t('allTitle'), path: [], related: tree };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title } = await resolve(searchParams);
  const t = await getTranslations('browse.results');
  const description = t('metaDescription', { title });
  return { title, description, openGraph: { title, description, type: 'website' } };
}

/** Ads of a category or a search, filtered by the URL's query; the first page is rendered on the server. */
export default async function CategoryAdsPage({ searchParams }: Props) {
  const view = await resolve(searchParams);
  const filters = parseFilters(await searchParams);
  const first = await loadSearch(filters);
  return (
    <PageContainer>
      {view.path.length > 0 && <CategoryBreadcrumbs path={view.path} />}
      <div className={styles.heading}>
        <h1 className={styles.title}>{view.title}</h1>
        <SaveSearchButton />
      </div>
      <SearchView
        filters={filters}
        initial={first}
        // Narrowing keeps the search and every other filter, and stays a result list.
        categories={view.related.map((node) => ({
          href: narrowToCategoryHref(filters, node.id),
          label: node.title,
        }))}
      />
    </PageContainer>
  );
}
