import type { Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { CategoryRow } from './category-tree';

/** Every category in one query, sorted as the tree shows them. */
export function loadCategoryRows(db: Kysely<Database>, lang: Lang): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id as parentId', 'gallery_id as galleryId', 'priority'])
    .select(lang === 'en' ? 'title_en as title' : 'title_nl as title')
    .orderBy('priority')
    .orderBy('id')
    .execute();
}
