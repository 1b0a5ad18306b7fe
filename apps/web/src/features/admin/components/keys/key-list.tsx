'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CacheGroup } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { clearCache } from '../../api/admin-calls';
import { useCacheKeys } from '../../hooks/use-cache-keys';
import { invalidateCacheReads } from '../../query/admin-queries';
import { useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { KeyRow } from './key-row';

/** The keys of one filter with 'load more'; loading, empty and error states; a key removed on its own. */
export function KeyList({ group, prefix }: { group: CacheGroup | null; prefix: string }) {
  const t = useTranslations('admin.cache');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const client = useQueryClient();
  const { keys, status, hasMore, loadingMore, loadMore, retry, drop } = useCacheKeys(group, prefix);
  const remove = useMutation({
    mutationFn: (key: string) => clearCache(lang, { key }),
    onSuccess: (_removed, key) => {
      drop(key);
      void invalidateCacheReads(client);
      toast.success(t('keyDeleted'));
    },
    onError: (error) => {
      if (!expired(error))
        toast.error(errorMessage(error, t('deleteFailed')), { toastId: 'admin-key-failed' });
    },
  });
  const deleting = remove.isPending ? remove.variables : null;

  if (status === 'loading') {
    return (
      <Box aria-busy sx={{ px: 2, pb: 2 }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={56} />
        ))}
      </Box>
    );
  }
  if (status === 'failed' && keys.length === 0) {
    return (
      <Alert
        severity="error"
        sx={{ mx: 2, mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('keysFailed')}
      </Alert>
    );
  }
  if (keys.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
        {group || prefix ? t('keysNoMatch') : t('keysEmpty')}
      </Typography>
    );
  }
  return (
    <>
      <List disablePadding aria-label={t('keysTitle')}>
        {keys.map((entry) => (
          <KeyRow
            key={entry.key}
            entry={entry}
            busy={deleting === entry.key}
            onDelete={() => remove.mutate(entry.key)}
          />
        ))}
      </List>
      {status === 'failed' && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('keysFailed')}
        </Alert>
      )}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button
            variant="outlined"
            onClick={loadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
