import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconArrowForward } from '@/components/icons/icon-paths';
import { PageContainer } from '@/components/layout/page-container';
import { findCategoryPath } from '@/lib/category-path';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryBreadcrumbs } from '@/features/categories/components/category-breadcrumbs';
import { CategoryCard, CategoryGrid } from '@/features/categories/components/category-card';
import { categoryAdsHref, parseCategoryId } from '@/features/categories/tree';
import styles from './category-page.module.css';

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
      <div className={styles.header}>
        <h1 className={styles.title}>{node.title}</h1>
        <Link href={categoryAdsHref(node.id)} className={`${buttons.button} ${buttons.contained}`}>
          {t('allAds', { title: node.title })}
          <InlineIcon path={iconArrowForward} />
        </Link>
      </div>
      {node.childs.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{t('subcategories')}</h2>
          <CategoryGrid>
            {node.childs.map((child) => (
              <li key={child.id}>
                <CategoryCard node={child} headingLevel="h3" />
              </li>
            ))}
          </CategoryGrid>
        </>
      )}
    </PageContainer>
  );
}
