'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { jobQueuesQuery } from '../../query/admin-queries';
import { JobQueueTable } from './job-queue-table';

/** How often the open page counts again: a job runs every minute. */
export const JOBS_REFRESH_MS = 10_000;

/** /admin/jobs: the background jobs (alert mails, digests, clean-ups) by state, refreshed while open. */
export function JobQueuesPage() {
  const t = useTranslations('admin.jobs');
  const lang = useLocale();
  const query = useQuery({ ...jobQueuesQuery(lang), refetchInterval: JOBS_REFRESH_MS });
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      {query.isError && !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : !query.data ? (
        <Box aria-busy>
          <Box role="status" sx={visuallyHidden}>
            {t('loading')}
          </Box>
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : !query.data.running ? (
        <Alert severity="warning">{t('notRunning')}</Alert>
      ) : (
        <JobQueueTable queues={query.data.queues} />
      )}
    </Stack>
  );
}
