import { z } from 'zod';
import { API_PATHS, categoryNodeSchema, type CategoryNode, type Lang } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';

export const treeSchema = z.array(categoryNodeSchema);

/** Browser call for the drawer: the tree in `lang`, from the public API host. */
export function fetchCategoryTree(
  apiBase: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<CategoryNode[]> {
  return fetchData(apiBase, API_PATHS.categoryTree, treeSchema, { lang, signal });
}
