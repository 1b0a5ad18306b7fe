import { API_PATHS, type CategoryNode, type Lang } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';

/** Browser call for the drawer: the tree in `lang`, from the public API host. */
export function fetchCategoryTree(
  apiBase: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<CategoryNode[]> {
  return fetchData<CategoryNode[]>(apiBase, API_PATHS.categoryTree, { lang, signal });
}
