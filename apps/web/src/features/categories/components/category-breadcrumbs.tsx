import { getTranslations } from 'next-intl/server';
import type { CategoryNode } from '@kraam/shared';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';

/** Home › ancestors › current; ancestors always have children, so they link to their category page. */
export async function CategoryBreadcrumbs({ path }: { path: readonly CategoryNode[] }) {
  const t = await getTranslations();
  const links = [
    { href: '/', title: t('common.home') },
    ...path.slice(0, -1).map((node) => ({ href: `/category?categoryId=${node.id}`, title: node.title })),
  ];
  return <BreadcrumbTrail label={t('categories.breadcrumb')} links={links} current={path.at(-1)?.title} />;
}
