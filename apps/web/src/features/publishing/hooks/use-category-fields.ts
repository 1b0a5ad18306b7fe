'use client';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CategoryField } from '@kraam/shared';
import { useSellerCall, type SellerCall } from '@/lib/api/seller-call';
import { apiQuery } from '@/lib/query/api-query';

const NONE: CategoryField[] = [];

const categoryFieldsQuery = (call: SellerCall, categoryId: number) =>
  apiQuery<CategoryField[]>({
    apiBase: call.apiBase,
    path: API_PATHS.categoryFields,
    lang: call.lang,
    params: { categoryId },
    token: call.token,
  });

/** The chosen category's own fields (GetFields) to draw: empty without a category, while loading and on failure (`error`). */
export function useCategoryFields(categoryId: number | null) {
  const call = useSellerCall();
  const query = useQuery({ ...categoryFieldsQuery(call, categoryId ?? 0), enabled: categoryId !== null });
  return { fields: query.data ?? NONE, loading: query.isLoading, error: query.error };
}

/** A category's own fields for a check that must wait for them (from the cache when loaded). */
export function useCategoryFieldsLoader() {
  const call = useSellerCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number | null): Promise<readonly CategoryField[]> => {
      if (id === null) return NONE;
      // A failed load is shown on the details step; the server still checks the values on publish.
      return queryClient.ensureQueryData(categoryFieldsQuery(call, id)).catch(() => NONE);
    },
    [queryClient, call],
  );
}
