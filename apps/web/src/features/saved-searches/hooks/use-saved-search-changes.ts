'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SavedSearch, SavedSearchEditBody } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { deleteSavedSearch, editSavedSearch, savedSearchesQuery } from '../api/saved-search-calls';
import { useSavedSearchContext } from '../model/use-saved-search-context';

/**
 * Changing and deleting saved searches: the list shows the server's answer, a toast says it worked or
 * gives the server's reason it did not.
 */
export function useSavedSearchChanges() {
  const t = useTranslations('savedSearches.list');
  const ctx = useSavedSearchContext();
  const client = useQueryClient();
  const listKey = savedSearchesQuery(ctx).queryKey;

  const edit = useMutation({
    mutationFn: async (body: SavedSearchEditBody) => (await editSavedSearch(ctx, body)).data,
    onSuccess: (changed) => {
      client.setQueryData<SavedSearch[]>(listKey, (list) =>
        list?.map((search) => (search.id === changed.id ? changed : search)),
      );
      lazyToast('success', t('changed'));
    },
    onError: (error) => lazyToast('error', errorMessage(error, t('changeFailed'))),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedSearch(ctx, id).then(() => id),
    onSuccess: (id) => {
      client.setQueryData<SavedSearch[]>(listKey, (list) => list?.filter((search) => search.id !== id));
      lazyToast('success', t('deleted'));
    },
    onError: (error) => lazyToast('error', errorMessage(error, t('changeFailed'))),
  });

  return { edit, remove };
}
