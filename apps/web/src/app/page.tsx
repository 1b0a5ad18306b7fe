import { getTranslations } from 'next-intl/server';
import type { CategoryNode } from '@kraam/shared';
import { Notice } from '@/components/feedback/notice';
import { PageContainer } from '@/components/layout/page-container';
import { SearchBox } from '@/app/_shell/search-box';
import { loadHome, parseHomeSort } from '@/features/browse/api/load-home';
import { HomeFeed } from '@/features/browse/components/home-feed';
import { HomeHero } from '@/features/browse/components/home-hero';
import { PromotedStrip } from '@/features/browse/components/promoted-strip';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { CategoryShortcuts } from '@/features/categories/components/category-shortcuts';
import styles from './home-page.module.css';

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
      <HomeHero search={<SearchBox size="large" />} />
      <PageContainer>
        {tree === null ? (
          <Notice severity="warning">{t('unavailable')}</Notice>
        ) : tree.length === 0 ? (
          <Notice severity="info">{t('empty')}</Notice>
        ) : (
          <CategoryShortcuts tree={tree} label={t('categoriesTitle')} />
        )}
        <div className={styles.feeds}>
          <PromotedStrip ads={promoted} />
          <HomeFeed sort={sort} initial={feed} />
        </div>
      </PageContainer>
    </>
  );
}
