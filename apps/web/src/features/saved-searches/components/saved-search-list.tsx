'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { SavedSearch } from '@kraam/shared';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { iconSearch } from '@/components/icons/icon-paths';
import { EmptyState } from '@/components/layout/empty-state';
import { LinkButton } from '@/components/link/app-link';
import { errorMessage } from '@/lib/api/api-error';
import { savedSearchesQuery } from '../api/saved-search-calls';
import { useSavedSearchChanges } from '../hooks/use-saved-search-changes';
import { NOTIFICATIONS_PAGE } from '@kraam/shared';
import { useSavedSearchContext } from '../model/use-saved-search-context';
import { RenameDialog } from './rename-dialog';
import { SavedSearchRow } from './saved-search-row';

/** /dashboard/savedSearches: every saved search, to change, pause, rename, delete or open. */
export function SavedSearchList() {
  const t = useTranslations('savedSearches.list');
  const ctx = useSavedSearchContext();
  const searches = useQuery({ ...savedSearchesQuery(ctx), enabled: ctx.token !== null });
  const { edit, remove } = useSavedSearchChanges();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (searches.isPending) {
    return (
      <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={160} />
        ))}
      </Box>
    );
  }
  if (searches.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void searches.refetch()} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(searches.error, t('failed'))}
      </Alert>
    );
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState icon={iconSearch} title={t('emptyTitle')} text={t('empty')}>
        <LinkButton href="/categoryAds" variant="contained">
          {t('emptyAction')}
        </LinkButton>
      </EmptyState>
    );
  }

  const busyId = edit.isPending ? edit.variables.id : null;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {searches.data.map((search) => (
          <li key={search.id}>
            <SavedSearchRow
              search={search}
              busy={busyId === search.id}
              onEdit={(change) => edit.mutate({ id: search.id, ...change })}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <LinkButton href={NOTIFICATIONS_PAGE} sx={{ minHeight: 44 }}>
          {t('notifications')}
        </LinkButton>
      </Box>
      {renaming && (
        <RenameDialog
          name={renaming.name}
          busy={edit.isPending}
          onClose={() => setRenaming(null)}
          onSave={(name) => edit.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        destructive
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {t('deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
