import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { parseIdSegment } from '@kraam/shared';
import type { CategoryNode } from '@kraam/shared';
import { config } from '@/config';
import { PageContainer } from '@/components/layout/page-container';
import { SellerFrame } from '@/app/_shell/seller-frame';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { NewAdStart } from '@/app/_shell/new-ad-start';

interface Props {
  searchParams: Promise<{ edit?: string | string[] }>;
}

const editIdOf = (value: string | string[] | undefined): number | null =>
  typeof value === 'string' ? parseIdSegment(value) : null;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('publish.newAd');
  const editing = editIdOf((await searchParams).edit) !== null;
  return { title: editing ? t('editTitle') : t('title'), robots: { index: false } };
}

/** /newAds/chooseCategory (?edit={id} to change an own ad): guests go to /login, users without a booth make one first. */
export default async function Page({ searchParams }: Props) {
  const t = await getTranslations('publish.newAd');
  const editId = editIdOf((await searchParams).edit);
  const tree = await loadCategoryTree().catch(() => [] as CategoryNode[]);
  return (
    <PageContainer narrow>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {editId === null ? t('title') : t('editTitle')}
      </Typography>
      <SellerFrame>
        <NewAdStart key={editId ?? 'new'} tree={tree} tileUrl={config.mapTileUrl} editId={editId} />
      </SellerFrame>
    </PageContainer>
  );
}
