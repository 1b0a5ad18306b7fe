import type {
  Appeal,
  AppealResolveBody,
  DecisionInsert,
  DecisionSummary,
  Lang,
  ListPage,
  ModerationCounts,
  ReportGroup,
} from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import { MODERATION_BFF } from './bff-paths';

// Same-origin calls: the browser adds the httpOnly admin cookie itself.
const SAME_ORIGIN = '';

export type QueueStatus = 'open' | 'decided';
export type AppealStatus = 'open' | 'resolved';

/** One page of the queue: the reported things whose oldest notice has that status, oldest first. */
export function fetchReportGroups(
  lang: Lang,
  { status, cursor }: { status: QueueStatus; cursor: string | null },
  signal?: AbortSignal,
): Promise<ListPage<ReportGroup>> {
  const query: Record<string, string> = { status };
  if (cursor) query.cursor = cursor;
  return requestPage<ListPage<ReportGroup>>(SAME_ORIGIN, MODERATION_BFF.reports, { lang, query, signal });
}

/** The group of one notice's target: what the decision page shows beside its form. */
export async function fetchReportGroup(
  lang: Lang,
  noticeId: number,
  signal?: AbortSignal,
): Promise<ReportGroup> {
  return (await requestJson<ReportGroup>(SAME_ORIGIN, MODERATION_BFF.report(noticeId), { lang, signal }))
    .data;
}

export function sendDecision(lang: Lang, body: DecisionInsert): Promise<Enveloped<DecisionSummary>> {
  return requestJson<DecisionSummary>(SAME_ORIGIN, MODERATION_BFF.decisions, { lang, method: 'POST', body });
}

export async function fetchAppeals(
  lang: Lang,
  status: AppealStatus,
  signal?: AbortSignal,
): Promise<Appeal[]> {
  return (
    await requestJson<Appeal[]>(SAME_ORIGIN, MODERATION_BFF.appeals, { lang, query: { status }, signal })
  ).data;
}

export function resolveAppeal(
  lang: Lang,
  appealId: number,
  body: AppealResolveBody,
): Promise<Enveloped<Appeal>> {
  return requestJson<Appeal>(SAME_ORIGIN, MODERATION_BFF.appealResolve(appealId), {
    lang,
    method: 'POST',
    body,
  });
}

/** The year in figures (Art. 15 and 24): notices, decisions, time to a decision, appeals. */
export async function fetchModerationCounts(
  lang: Lang,
  year: number,
  signal?: AbortSignal,
): Promise<ModerationCounts> {
  return (
    await requestJson<ModerationCounts>(SAME_ORIGIN, MODERATION_BFF.counts, {
      lang,
      query: { year: String(year) },
      signal,
    })
  ).data;
}
