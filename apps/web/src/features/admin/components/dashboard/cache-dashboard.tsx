'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { useDashboardData, type DashboardData } from '../../hooks/use-dashboard-data';
import { AuditLog } from './audit-log';
import { GroupTable } from './group-table';
import { HitRatioChart } from './hit-ratio-chart';
import { StatCards } from './stat-cards';

/** /admin: the cache at a glance, refreshing itself every few seconds while the tab is visible. */
export function CacheDashboard({ initial }: { initial: DashboardData | null }) {
  const t = useTranslations('admin.dashboard');
  const format = useAdminFormat();
  const { data, updatedAt, failed, retry } = useDashboardData(initial);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('title')}</Typography>
        {updatedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('updatedAt', { time: format.time(updatedAt) })}
          </Typography>
        )}
      </Box>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        >
          {updatedAt ? t('refreshFailed', { time: format.time(updatedAt) }) : t('loadFailed')}
        </Alert>
      )}
      {data ? (
        <>
          {!data.stats.available && <Alert severity="warning">{t('unavailableWarning')}</Alert>}
          <StatCards stats={data.stats} />
          <HitRatioChart history={data.stats.history} />
          <GroupTable groups={data.stats.groups} />
          <AuditLog entries={data.audit} />
        </>
      ) : (
        !failed && <DashboardSkeleton />
      )}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
