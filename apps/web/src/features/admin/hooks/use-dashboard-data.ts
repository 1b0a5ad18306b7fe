'use client';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { AuditEntry, CacheStats } from '@kraam/shared';
import { auditLogQuery, cacheStatsQuery } from '../query/admin-queries';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';

export const DASHBOARD_REFRESH_MS = 5000;

/** What the server rendered the dashboard with (the audit log may have failed there). */
export interface DashboardData {
  stats: CacheStats;
  audit: AuditEntry[] | null;
}

// Refreshed on a timer, which TanStack Query pauses while the tab is hidden; shown again, it refreshes
// at once. Server-rendered data counts as fresh, so the first refresh waits one interval.
const POLLING = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchOnWindowFocus: 'always',
  initialDataUpdatedAt: () => Date.now(),
} as const;

/** The dashboard's figures and audit log, kept fresh while the admin looks at them. */
export function useDashboardData(initial: DashboardData | null) {
  const lang = useLocale();
  const expired = useSessionExpiry();
  const stats = useQuery({ ...cacheStatsQuery(lang), ...POLLING, initialData: initial?.stats });
  const audit = useQuery({ ...auditLogQuery(lang), ...POLLING, initialData: initial?.audit ?? undefined });

  useEffect(() => {
    if (!expired(stats.error)) expired(audit.error);
  }, [expired, stats.error, audit.error]);

  const failures = [stats.error, audit.error].filter((error) => error !== null && !isSessionOver(error));
  const data = stats.data && audit.data ? { stats: stats.data, audit: audit.data } : null;
  return {
    data,
    /** When what is shown was fetched (the older of the two reads). */
    updatedAt: data ? new Date(Math.min(stats.dataUpdatedAt, audit.dataUpdatedAt)) : null,
    failed: failures.length > 0,
    retry: () => {
      if (stats.isError) void stats.refetch();
      if (audit.isError) void audit.refetch();
    },
  };
}
