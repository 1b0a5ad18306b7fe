import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CacheGroup, Lang } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { fetchAuditLog, fetchCacheStats, fetchJobQueues } from '../api/admin-calls';
import { ADMIN_BFF } from '../api/bff-paths';

/** The cache figures (they refresh themselves on the dashboard). */
export const cacheStatsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: apiKey(ADMIN_BFF.stats, { lang }),
    queryFn: ({ signal }) => fetchCacheStats(lang, signal),
  });

/** The newest admin actions. */
export const auditLogQuery = (lang: Lang) =>
  queryOptions({
    queryKey: apiKey(ADMIN_BFF.audit, { lang }),
    queryFn: ({ signal }) => fetchAuditLog(lang, signal),
  });

/** The background jobs by queue and state. */
export const jobQueuesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: apiKey(ADMIN_BFF.jobs, { lang }),
    queryFn: ({ signal }) => fetchJobQueues(lang, signal),
  });

/** The cached keys of one filter, page by page. */
export const cacheKeysKey = (lang: Lang, group: CacheGroup | null, prefix: string) =>
  apiKey(ADMIN_BFF.keys, { lang, params: { group, prefix } });

const isAdminRead = (key: readonly unknown[]) => String(key[0]).startsWith('/api/admin/');

/** After warming or clearing: the figures, the audit log and every key list are out of date. */
export function invalidateCacheReads(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      [ADMIN_BFF.stats, ADMIN_BFF.audit, ADMIN_BFF.keys].some((path) => query.queryKey[0] === path),
  });
}

/** On logout nothing of the panel may stay in the tab for the next admin. */
export function forgetAdminReads(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => isAdminRead(query.queryKey) });
}
