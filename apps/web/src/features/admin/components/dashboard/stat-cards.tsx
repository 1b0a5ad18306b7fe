'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CacheStats } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { StatCard } from './stat-card';

/** The headline figures: backend and its state, hit ratio, entries with memory, hits and misses. */
export function StatCards({ stats }: { stats: CacheStats }) {
  const t = useTranslations('admin.dashboard');
  const format = useAdminFormat();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label={t('backend')}
        value={stats.backend === 'redis' ? t('backendRedis') : t('backendMemory')}
        note={
          <Chip
            size="small"
            color={stats.available ? 'success' : 'warning'}
            variant="outlined"
            label={stats.available ? t('available') : t('unavailable')}
          />
        }
      />
      {stats.hits + stats.misses > 0 ? (
        <StatCard label={t('hitRatio')} value={format.percent(stats.hitRatio)} />
      ) : (
        <StatCard label={t('hitRatio')} value="—" note={t('noTraffic')} />
      )}
      <StatCard
        label={t('entries')}
        value={format.count(stats.entries)}
        note={`${t('memory')}: ${format.bytes(stats.memoryBytes)}`}
      />
      <StatCard
        label={t('hits')}
        value={format.count(stats.hits)}
        note={`${t('misses')}: ${format.count(stats.misses)}`}
      />
    </Box>
  );
}
