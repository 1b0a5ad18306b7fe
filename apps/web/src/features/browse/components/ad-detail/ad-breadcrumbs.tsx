import { getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import { BreadcrumbTrail } from '@/components/layout/breadcrumb-trail';

/** Home › category › … › the leaf's ads; the ad's own title is the page's heading. */
export async function AdBreadcrumbs({ path }: { path: AdDetail['categoryPath'] }) {
  const t = await getTranslations();
  const last = path.length - 1;
  const links = [
    { href: '/', title: t('common.home') },
    ...path.map((node, index) => ({
      href: index === last ? `/categoryAds?categoryId=${node.id}` : `/category?categoryId=${node.id}`,
      title: node.title,
    })),
  ];
  return <BreadcrumbTrail label={t('categories.breadcrumb')} links={links} wideOnly />;
}
