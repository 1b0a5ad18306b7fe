import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import {
  fetchAppeals,
  fetchModerationCounts,
  fetchReportGroup,
  type AppealStatus,
  type QueueStatus,
} from '../api/moderation-calls';
import { MODERATION_BFF } from '../api/bff-paths';

/** The queue of one tab, page by page. */
export const reportGroupsKey = (lang: Lang, status: QueueStatus) =>
  apiKey(MODERATION_BFF.reports, { lang, params: { status } });

/** One notice's group, for its decision page. */
export const reportGroupQuery = (lang: Lang, noticeId: number) =>
  queryOptions({
    queryKey: apiKey(MODERATION_BFF.report(noticeId), { lang }),
    queryFn: ({ signal }) => fetchReportGroup(lang, noticeId, signal),
  });

/** The appeals of one tab. */
export const appealsQuery = (lang: Lang, status: AppealStatus) =>
  queryOptions({
    queryKey: apiKey(MODERATION_BFF.appeals, { lang, params: { status } }),
    queryFn: ({ signal }) => fetchAppeals(lang, status, signal),
  });

/** One year's figures. */
export const moderationCountsQuery = (lang: Lang, year: number) =>
  queryOptions({
    queryKey: apiKey(MODERATION_BFF.counts, { lang, params: { year: String(year) } }),
    queryFn: ({ signal }) => fetchModerationCounts(lang, year, signal),
  });

const isModerationRead = (key: readonly unknown[]) => String(key[0]).startsWith('/api/admin/moderation/');

/** After a decision or a resolved appeal: the queue, the groups and the appeals are out of date. */
export function invalidateModerationReads(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => isModerationRead(query.queryKey) });
}
