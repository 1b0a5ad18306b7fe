import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/link/app-link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@kraam/shared';

/** Home › ancestors › current; ancestors always have children, so they link to their category page. */
export async function CategoryBreadcrumbs({ path }: { path: readonly CategoryNode[] }) {
  const t = await getTranslations();
  const ancestors = path.slice(0, -1);
  const current = path.at(-1);
  return (
    <Breadcrumbs aria-label={t('categories.breadcrumb')} sx={{ mb: 1.5 }}>
      <AppLink href="/" color="inherit">
        {t('common.home')}
      </AppLink>
      {ancestors.map((node) => (
        <AppLink key={node.id} href={`/category?categoryId=${node.id}`} color="inherit">
          {node.title}
        </AppLink>
      ))}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current.title}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
