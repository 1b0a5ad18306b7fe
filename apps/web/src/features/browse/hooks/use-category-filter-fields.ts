'use client';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type CategoryField } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { getCategoryFields } from '../api/category-field-calls';
import { useBrowseContext } from './use-browse-context';

/** A category's own fields a list can filter on (not free text); none without a category or on failure. */
export function useCategoryFilterFields(categoryId: string | undefined): CategoryField[] {
  const ctx = useBrowseContext();
  const { data } = useQuery({
    queryKey: apiKey(API_PATHS.publicCategoryFields, { lang: ctx.lang, params: { categoryId } }),
    queryFn: ({ signal }) => getCategoryFields({ ...ctx, signal }, categoryId ?? ''),
    enabled: categoryId !== undefined,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return categoryId === undefined ? [] : (data ?? []).filter((field) => field.type !== 'text');
}
