'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { API_PATHS, type CategoryNode } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { errorMessage } from '@/lib/api/api-error';
import { apiKey } from '@/lib/query/query-keys';
import { fetchCategoryTree } from '../api/get-category-tree';
import { cachedTree, storeTree, subscribeTree } from '../category-cache';

export interface CategoryTreeState {
  /** The fetched or stored tree; null until one is known. */
  tree: CategoryNode[] | null;
  /** True when the refresh failed (the toast has shown the reason). */
  failed: boolean;
}

/**
 * The category tree for the drawer: the stored copy at once, asked for fresh once per page load and
 * language (and kept for the rest of it). A failed refresh shows the server's message as a toast (SPEC §8).
 */
export function useCategoryTree(): CategoryTreeState {
  const lang = useLocale();
  const apiBase = useApiBase();
  const fallbackMessage = useTranslations('errors')('categoryTree');
  const stored = useSyncExternalStore(
    subscribeTree,
    () => cachedTree(lang),
    () => null,
  );
  const { data, error } = useQuery({
    queryKey: apiKey(API_PATHS.categoryTree, { lang }),
    queryFn: async ({ signal }) => {
      const fresh = await fetchCategoryTree(apiBase, lang, signal);
      storeTree(lang, fresh);
      return fresh;
    },
    staleTime: Infinity,
  });

  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallbackMessage), { toastId: 'category-tree' });
  }, [error, fallbackMessage]);

  return { tree: data ?? stored, failed: error !== null };
}
