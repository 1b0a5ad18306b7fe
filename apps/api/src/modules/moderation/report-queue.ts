// The moderation queue: notices grouped by what they are about, the group whose oldest notice came in
// first on top, each with its target's preview and the earlier decisions on the same person.
import { REPORT_GROUPS_PAGE_SIZE, REPORT_TARGET_TYPES } from '@kraam/shared';
import type { DecisionSummary, Notice, ReportGroup, ReportTargetType } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { isUtcTimestampText } from '../../db/castable-text';
import type { Database } from '../../db/database-types';
import { encodeCursor, positionFromQuery } from '../../db/keyset-cursor';
import { decisionSummaries } from './decision-summaries';
import { targetKey, targetPreviews } from './moderation-targets';
import type { TargetRef } from './moderation-targets';
import { caseNumberOf } from '../../db/notices';

export type NoticeStatus = 'open' | 'decided';
const QUEUE_LIST = 'moderation-queue';
const EARLIER_DECISIONS = 10;

interface GroupRow {
  target_type: ReportTargetType;
  target_id: string;
  oldest: Date;
}

interface NoticeRow {
  id: number;
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: number | null;
  category: Notice['category'];
  explanation: string;
  reporter_name: string | null;
  reporter_email: string | null;
  status: NoticeStatus;
  decision_id: number | null;
  created_at: Date;
}

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  caseNumber: caseNumberOf(row.id, row.created_at),
  category: row.category,
  explanation: row.explanation,
  reporterName: row.reporter_name,
  reporterEmail: row.reporter_email,
  status: row.status,
  decisionId: row.decision_id,
  createdAt: row.created_at.toISOString(),
});

const acceptsKey = (key: unknown[]): boolean =>
  typeof key[0] === 'string' &&
  isUtcTimestampText(key[0]) &&
  (REPORT_TARGET_TYPES as readonly unknown[]).includes(key[1]);

/** Builds the groups of the given targets from their notices of that status. */
async function groupsOf(
  db: Kysely<Database>,
  publicApiUrl: string,
  refs: TargetRef[],
  status: NoticeStatus,
): Promise<ReportGroup[]> {
  if (refs.length === 0) return [];
  const keys = refs.map(targetKey);
  const { rows: notices } = await sql<NoticeRow>`
    select id, target_type, target_id, target_user_id, category, explanation, reporter_name, reporter_email,
      status, decision_id, created_at
    from notices
    where status = ${status} and (target_type || ':' || target_id) = any(${keys}::text[])
    order by created_at, id`.execute(db);
  const previews = await targetPreviews(db, publicApiUrl, refs);
  const ownerIds = [
    ...new Set(notices.flatMap((row) => (row.target_user_id === null ? [] : [row.target_user_id]))),
  ];
  const decisions = await decisionSummaries(db, ownerIds, EARLIER_DECISIONS);
  return refs.map((ref) => {
    const own = notices.filter((row) => row.target_type === ref.type && Number(row.target_id) === ref.id);
    const ownerId = own[0]?.target_user_id ?? null;
    const earlierDecisions: DecisionSummary[] = ownerId === null ? [] : (decisions.get(ownerId) ?? []);
    const target = previews.get(targetKey(ref));
    if (!target) throw new Error(`no preview for ${targetKey(ref)}`);
    return {
      target,
      notices: own.map(toNotice),
      earlierDecisions,
      oldestAt: (own[0]?.created_at ?? new Date()).toISOString(),
    };
  });
}

export interface QueuePage {
  groups: ReportGroup[];
  nextCursor: string | null;
}

/** GET /admin/v1/moderation/reports: a page of groups, oldest first. */
export async function queuePage(
  db: Kysely<Database>,
  publicApiUrl: string,
  status: NoticeStatus,
  cursor: string | undefined,
): Promise<QueuePage> {
  const after = positionFromQuery(QUEUE_LIST, cursor, acceptsKey, Number.MAX_SAFE_INTEGER);
  const afterClause = after
    ? sql`where (oldest, target_type, target_id) > (${after.key[0]}::timestamptz, ${after.key[1]}, ${String(after.id)}::bigint)`
    : sql``;
  const { rows } = await sql<GroupRow>`
    with groups as (
      select target_type, target_id, date_trunc('milliseconds', min(created_at)) as oldest
      from notices where status = ${status}
      group by target_type, target_id
    )
    select target_type, target_id, oldest from groups ${afterClause}
    order by oldest, target_type, target_id
    limit ${REPORT_GROUPS_PAGE_SIZE + 1}`.execute(db);
  const page = rows.slice(0, REPORT_GROUPS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > REPORT_GROUPS_PAGE_SIZE && last
      ? encodeCursor(QUEUE_LIST, {
          key: [last.oldest.toISOString(), last.target_type],
          id: Number(last.target_id),
        })
      : null;
  const refs = page.map((row) => ({ type: row.target_type, id: Number(row.target_id) }));
  return { groups: await groupsOf(db, publicApiUrl, refs, status), nextCursor };
}

/** GET /admin/v1/moderation/reports/:id: the group of that notice's target, in the notice's status. */
export async function queueGroupOfNotice(
  db: Kysely<Database>,
  publicApiUrl: string,
  noticeId: number,
): Promise<ReportGroup | undefined> {
  const notice = await db
    .selectFrom('notices')
    .select(['target_type', 'target_id', 'status'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice) return undefined;
  const ref = { type: notice.target_type, id: Number(notice.target_id) };
  const [group] = await groupsOf(db, publicApiUrl, [ref], notice.status);
  return group;
}
