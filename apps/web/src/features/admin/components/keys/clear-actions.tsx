'use client';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import type { CacheClearBody, CacheGroup } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { clearCache } from '../../api/admin-calls';
import { useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { invalidateCacheReads } from '../../query/admin-queries';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { GroupSelect } from './group-select';

/** Clear one group or everything, each after a confirmation; the key lists and figures are read again. */
export function ClearActions() {
  const t = useTranslations('admin');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const [group, setGroup] = useState<CacheGroup>('categoryTree');
  const [asking, setAsking] = useState<CacheClearBody | null>(null);
  const client = useQueryClient();
  const clear = useMutation({
    mutationFn: (body: CacheClearBody) => clearCache(lang, body),
    onSuccess: (removed) => {
      toast.success(t('cache.cleared', { count: removed }));
      setAsking(null);
      void invalidateCacheReads(client);
    },
    onError: (error) => {
      if (!expired(error))
        toast.error(errorMessage(error, t('cache.clearFailed')), { toastId: 'admin-clear-failed' });
    },
  });

  const groupName = asking?.group ? t(`groups.${asking.group}`) : '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="clear-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="clear-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('cache.clearGroupTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <GroupSelect
          label={t('cache.filterGroup')}
          value={group}
          onChange={(next) => next && setGroup(next)}
        />
        <Button variant="outlined" color="error" onClick={() => setAsking({ group })}>
          {t('cache.clearGroup')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => setAsking({})}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('cache.clearAll')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.group ? t('cache.confirmGroupTitle', { group: groupName }) : t('cache.confirmAllTitle')
        }
        confirmLabel={t('cache.confirm')}
        destructive
        busy={clear.isPending}
        onConfirm={() => asking && clear.mutate(asking)}
        onClose={() => setAsking(null)}
      >
        {asking?.group ? t('cache.confirmGroupText') : t('cache.confirmAllText')}
      </ConfirmDialog>
    </Paper>
  );
}
