'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoadFailed, LoadingCards } from '../load-states';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueueStatus } from '../../api/moderation-calls';
import { useReportGroups } from '../../hooks/use-report-groups';
import { StatusTabs, tabPanelProps } from '../status-tabs';
import { ReportGroupCard } from './report-group-card';

const TABS_ID = 'moderation-queue';

/** /admin/moderation: the reported things, open or decided, oldest first, each with its notices. */
export function ModerationQueue() {
  const t = useTranslations('moderation.queue');
  const [status, setStatus] = useState<QueueStatus>('open');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      <StatusTabs
        label={t('tabs')}
        value={status}
        idPrefix={TABS_ID}
        options={[
          { value: 'open', label: t('open') },
          { value: 'decided', label: t('decided') },
        ]}
        onChange={setStatus}
      />
      <Box {...tabPanelProps(TABS_ID, status)}>
        <QueueList key={status} status={status} />
      </Box>
    </Stack>
  );
}

function QueueList({ status }: { status: QueueStatus }) {
  const t = useTranslations('moderation.queue');
  const { groups, status: state, hasMore, loadingMore, loadMore, retry } = useReportGroups(status);

  if (state === 'loading') {
    return <LoadingCards label={t('loading')} height={220} />;
  }
  if (state === 'failed' && groups.length === 0) {
    return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  }
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {status === 'open' ? t('emptyOpen') : t('emptyDecided')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <ReportGroupCard key={`${group.target.type}:${group.target.id}`} group={group} />
      ))}
      {state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {hasMore && state !== 'failed' && (
        <Button
          variant="outlined"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
          startIcon={loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: 'center', minHeight: 44 }}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
