// What moderation reports outward: every restriction as a statement in the Transparency Database's
// submission format (Art. 24(5)), and the yearly figures (Art. 15 and 24). A 'no action' decision
// restricts nothing and is no statement.
import { REPORT_CATEGORIES } from '@kraam/shared';
import type { ModerationCounts, StatementFields, TransparencyStatement } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { DecisionRow } from './decision-summaries';

interface ExportRow extends DecisionRow {
  content_at: Date | null;
  seller_type: 'private' | 'trader' | null;
}

const day = (date: Date): string => date.toISOString().slice(0, 10);

export function toTransparencyStatement(row: ExportRow): TransparencyStatement {
  const fields = row.statement as StatementFields;
  const illegal = fields.decision_ground === 'DECISION_GROUND_ILLEGAL_CONTENT';
  const onAccount = fields.decision_account !== null;
  const visibility = fields.decision_visibility.length > 0 ? fields.decision_visibility : null;
  return {
    decision_visibility: visibility,
    decision_visibility_other: fields.decision_visibility_other ?? null,
    decision_monetary: null,
    decision_provision: null,
    decision_account: fields.decision_account,
    account_type:
      row.seller_type === null
        ? null
        : row.seller_type === 'trader'
          ? 'ACCOUNT_TYPE_BUSINESS'
          : 'ACCOUNT_TYPE_PRIVATE',
    decision_ground: fields.decision_ground ?? 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    decision_ground_reference_url: null,
    ...(illegal
      ? {
          illegal_content_legal_ground: fields.illegal_content_legal_ground,
          illegal_content_explanation: fields.illegal_content_explanation,
        }
      : {
          incompatible_content_ground: fields.incompatible_content_ground,
          incompatible_content_explanation: fields.incompatible_content_explanation,
        }),
    content_type: fields.content_type,
    category: fields.category ?? 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
    territorial_scope: fields.territorial_scope,
    content_language: null,
    content_date: day(row.content_at ?? row.created_at),
    application_date: fields.application_date,
    end_date_account_restriction: onAccount ? fields.end_date : null,
    end_date_visibility_restriction: onAccount ? null : fields.end_date,
    decision_facts: fields.decision_facts,
    source_type: fields.source_type,
    source_identity: null,
    automated_detection: fields.automated_detection,
    automated_decision: fields.automated_decision,
    puid: `kraam-${row.target_type}-${row.target_id}-decision-${row.id}`,
  };
}

/** Restrictions decided from `from` to `to` (UTC days, inclusive), oldest first. */
export async function exportStatements(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<TransparencyStatement[]> {
  const { rows } = await sql<ExportRow>`
    select d.*, coalesce(a.published_at, a.created_at, b.created_at, m.created_at, u.created_at, r.created_at)
      as content_at,
      owner_booth.seller_type
    from moderation_decisions d
    left join booths owner_booth on owner_booth.user_id = d.target_user_id
    left join ads a on d.target_type = 'ad' and a.id = d.target_id
    left join booths b on d.target_type = 'booth' and b.id = d.target_id
    left join messages m on d.target_type = 'message' and m.id = d.target_id
    left join users u on d.target_type = 'user' and u.id = d.target_id
    left join reviews r on d.target_type = 'review' and r.id = d.target_id
    where d.outcome = 'restriction'
      and d.created_at >= ${from}::date and d.created_at < ${to}::date + 1
    order by d.created_at, d.id`.execute(db);
  return rows.map(toTransparencyStatement);
}

interface CountRow {
  notices: string;
  removed: string;
  demoted: string;
  suspended: string;
  terminated: string;
  no_action: string;
  median_hours: number | null;
  appeals: string;
  reversals: string;
}

export async function yearlyCounts(db: Kysely<Database>, year: number): Promise<ModerationCounts> {
  const start = `${year}-01-01`;
  const end = `${year + 1}-01-01`;
  const byCategory = await db
    .selectFrom('notices')
    .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
    .where('created_at', '>=', new Date(start))
    .where('created_at', '<', new Date(end))
    .groupBy('category')
    .execute();
  const { rows } = await sql<CountRow>`
    with d as (select * from moderation_decisions where created_at >= ${start}::date and created_at < ${end}::date)
    select
      (select count(*) from notices where created_at >= ${start}::date and created_at < ${end}::date) as notices,
      (select count(*) from d where 'DECISION_VISIBILITY_CONTENT_REMOVED' = any(decision_visibility)) as removed,
      (select count(*) from d where 'DECISION_VISIBILITY_CONTENT_DEMOTED' = any(decision_visibility)) as demoted,
      (select count(*) from d where decision_account = 'DECISION_ACCOUNT_SUSPENDED') as suspended,
      (select count(*) from d where decision_account = 'DECISION_ACCOUNT_TERMINATED') as terminated,
      (select count(*) from d where outcome = 'no_action') as no_action,
      (select percentile_cont(0.5) within group (order by extract(epoch from n.decided_at - n.created_at) / 3600)
        from notices n join d on d.id = n.decision_id) as median_hours,
      (select count(*) from moderation_appeals a join d on d.id = a.decision_id) as appeals,
      (select count(*) from moderation_appeals a join d on d.id = a.decision_id where a.status = 'reversed')
        as reversals`.execute(db);
  const row = rows[0];
  const counted = new Map(byCategory.map((r) => [r.category, Number(r.n)]));
  return {
    year,
    noticesByCategory: Object.fromEntries(REPORT_CATEGORIES.map((c) => [c, counted.get(c) ?? 0])) as Record<
      (typeof REPORT_CATEGORIES)[number],
      number
    >,
    notices: Number(row?.notices ?? 0),
    decisions: {
      removed: Number(row?.removed ?? 0),
      demoted: Number(row?.demoted ?? 0),
      suspended: Number(row?.suspended ?? 0),
      terminated: Number(row?.terminated ?? 0),
      noAction: Number(row?.no_action ?? 0),
    },
    medianHoursToDecision:
      row?.median_hours === null || row?.median_hours === undefined ? null : Number(row.median_hours),
    appeals: Number(row?.appeals ?? 0),
    reversals: Number(row?.reversals ?? 0),
  };
}
