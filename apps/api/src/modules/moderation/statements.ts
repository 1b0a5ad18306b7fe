// Statements of reasons as their readers see them in the dashboard: the decisions that affect the user
// (restrictions on their content or account) and the decisions on what they reported, each with the
// reader's own appeal and until when one can be made (Art. 20(1): six months).
import { APPEAL_WINDOW_DAYS } from '@kraam/shared';
import type { Statement } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { DecisionRow } from './decision-summaries';
import { toDecisionSummary } from './decision-summaries';
import { targetKey, targetPreviews } from './moderation-targets';
import { caseNumberOf } from '../../db/notices';

const DAY = 86_400_000;

interface ReadRow extends DecisionRow {
  role: Statement['role'];
  case_numbers: { id: number; at: string }[] | null;
  appeal_id: number | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_explanation: string | null;
  appeal_created_at: Date | null;
  appeal_resolved_at: Date | null;
}

/** The decisions a user may read and appeal; `decisionId` narrows to one. */
async function readableDecisions(
  db: Kysely<Database>,
  userId: number,
  decisionId?: number,
): Promise<ReadRow[]> {
  const only = decisionId === undefined ? sql`` : sql`and d.id = ${decisionId}::integer`;
  const { rows } = await sql<ReadRow>`
    with me as (select id, lower(email) as email from users where id = ${userId}::integer),
    mine as (
      select n.decision_id, json_agg(json_build_object('id', n.id, 'at', n.created_at)) as case_numbers
      from notices n, me
      where n.decision_id is not null and (n.reporter_user_id = me.id or lower(n.reporter_email) = me.email)
      group by n.decision_id
    )
    select d.*,
      case when d.target_user_id = ${userId}::integer then 'affected' else 'reporter' end as role,
      case when d.target_user_id = ${userId}::integer then null else mine.case_numbers end as case_numbers,
      a.id as appeal_id, a.status as appeal_status, a.explanation as appeal_explanation,
      a.created_at as appeal_created_at, a.resolved_at as appeal_resolved_at
    from moderation_decisions d
    left join mine on mine.decision_id = d.id
    left join moderation_appeals a on a.decision_id = d.id and a.appellant_user_id = ${userId}::integer
    where ((d.target_user_id = ${userId}::integer and d.outcome = 'restriction') or mine.decision_id is not null)
      ${only}
    order by d.created_at desc, d.id desc`.execute(db);
  return rows;
}

/** The last day an appeal is taken, or null once it has passed. */
export const appealDeadline = (decidedAt: Date, now = new Date()): Date | null => {
  const until = new Date(decidedAt.getTime() + APPEAL_WINDOW_DAYS * DAY);
  return until > now ? until : null;
};

const text = (statement: Record<string, unknown>, key: string): string | null => {
  const value = statement[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

export async function statementsFor(
  db: Kysely<Database>,
  publicApiUrl: string,
  userId: number,
  decisionId?: number,
): Promise<Statement[]> {
  const rows = await readableDecisions(db, userId, decisionId);
  const refs = rows.map((row) => ({
    type: row.target_type,
    id: Number(row.target_id),
  }));
  const previews = await targetPreviews(db, publicApiUrl, refs);
  return rows.map((row) => {
    const statement = row.statement as Record<string, unknown>;
    const until = appealDeadline(row.created_at);
    const ref = refs[rows.indexOf(row)];
    return {
      ...toDecisionSummary(row),
      role: row.role,
      targetTitle: (ref && previews.get(targetKey(ref))?.title) ?? '',
      caseNumbers: (row.case_numbers ?? []).map((n) => caseNumberOf(n.id, new Date(n.at))),
      decision_visibility_other: text(statement, 'decision_visibility_other'),
      illegal_content_legal_ground: text(statement, 'illegal_content_legal_ground'),
      illegal_content_explanation: text(statement, 'illegal_content_explanation'),
      incompatible_content_ground: text(statement, 'incompatible_content_ground'),
      incompatible_content_explanation: text(statement, 'incompatible_content_explanation'),
      decision_facts: text(statement, 'decision_facts') ?? '',
      automated_detection: statement.automated_detection as Statement['automated_detection'],
      automated_decision: statement.automated_decision as Statement['automated_decision'],
      territorial_scope: statement.territorial_scope as Statement['territorial_scope'],
      application_date: text(statement, 'application_date') ?? '',
      end_date: text(statement, 'end_date'),
      source_type: statement.source_type as Statement['source_type'],
      appealUntil: until ? until.toISOString().slice(0, 10) : null,
      appeal:
        row.appeal_id === null || row.appeal_status === null || row.appeal_created_at === null
          ? null
          : {
              id: row.appeal_id,
              status: row.appeal_status,
              explanation: row.appeal_explanation,
              createdAt: row.appeal_created_at.toISOString(),
              resolvedAt: row.appeal_resolved_at?.toISOString() ?? null,
            },
    };
  });
}
