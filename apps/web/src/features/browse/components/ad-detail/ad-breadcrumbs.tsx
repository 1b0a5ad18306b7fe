import { getTranslations } from 'next-intl/server';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import type { AdDetail } from '@kraam/shared';
import { AppLink } from '@/components/link/app-link';

/** Home › category › … › the leaf's ads; the ad's own title is the page's heading. */
export async function AdBreadcrumbs({ path }: { path: AdDetail['categoryPath'] }) {
  const t = await getTranslations();
  const last = path.length - 1;
  return (
    <Breadcrumbs
      aria-label={t('categories.breadcrumb')}
      sx={{ mb: 1.5, display: { xs: 'none', sm: 'flex' } }}
    >
      <AppLink href="/" color="inherit">
        {t('common.home')}
      </AppLink>
      {path.map((node, index) => (
        <AppLink
          key={node.id}
          href={index === last ? `/categoryAds?categoryId=${node.id}` : `/category?categoryId=${node.id}`}
          color="inherit"
        >
          {node.title}
        </AppLink>
      ))}
    </Breadcrumbs>
  );
}
