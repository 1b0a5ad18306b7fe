import { API_PATHS, type CategoryField } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import type { BrowseContext } from './browse-calls';

/** The fields of a category (its ancestors' included), for the filters of its ads page. */
export const getCategoryFields = async (ctx: BrowseContext, categoryId: string) =>
  (
    await requestJson<CategoryField[]>(ctx.apiBase, API_PATHS.publicCategoryFields, {
      ...ctx,
      query: { categoryId },
    })
  ).data;
