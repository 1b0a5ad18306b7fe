'use client';
import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry, CacheStats } from '@kraam/shared';
import { fetchAuditLog, fetchCacheStats } from '../../api/admin-calls';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { usePolling } from '../../hooks/use-polling';
import { AuditLog } from './audit-log';
import { GroupTable } from './group-table';
import { HitRatioChart } from './hit-ratio-chart';
import { StatCards } from './stat-cards';

export const DASHBOARD_REFRESH_MS = 5000;

export interface DashboardData {
  stats: CacheStats;
  audit: AuditEntry[];
}

/** /admin: the cache at a glance, refreshing itself every few seconds while the tab is visible. */
export function CacheDashboard({ initial }: { initial: DashboardData | null }) {
  const t = useTranslations('admin.dashboard');
  const lang = useLocale();
  const format = useAdminFormat();
  const load = useCallback(
    async (signal: AbortSignal): Promise<DashboardData> => {
      const [stats, audit] = await Promise.all([fetchCacheStats(lang, signal), fetchAuditLog(lang, signal)]);
      return { stats, audit };
    },
    [lang],
  );
  const { data, updatedAt, failed, retry } = usePolling(load, initial, DASHBOARD_REFRESH_MS);

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
