'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import type { CategoryNode } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { errorMessage } from '@/lib/api/api-error';
import { fetchCategoryTree } from '../api/get-category-tree';
import { cachedTree, storeTree, subscribeTree } from '../category-cache';

/**
 * The category tree for the drawer: the stored copy at once, refreshed in the background once per
 * page load and language. A failed refresh shows the server's message as a toast (SPEC §8).
 */
export interface CategoryTreeState {
  /** The stored or fetched tree; null until one is known. */
  tree: CategoryNode[] | null;
  /** True when the refresh failed (the toast has shown the reason). */
  failed: boolean;
}

export function useCategoryTree(): CategoryTreeState {
  const lang = useLocale();
  const apiBase = useApiBase();
  const t = useTranslations('errors');
  const fallbackMessage = t('categoryTree');
  const tree = useSyncExternalStore(
    subscribeTree,
    () => cachedTree(lang),
    () => null,
  );

  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCategoryTree(apiBase, lang, controller.signal)
      .then((fresh) => storeTree(lang, fresh))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailedFor(lang);
        toast.error(errorMessage(error, fallbackMessage), { toastId: 'category-tree' });
      });
    return () => controller.abort();
  }, [apiBase, lang, fallbackMessage]);

  return { tree, failed: failedFor === lang };
}
