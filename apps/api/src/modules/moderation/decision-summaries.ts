// Decisions as the queue, the appeals and the statements show them.
import type { DecisionSummary } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database-types';
import type { ModerationDecisions } from '../../db/generated-schema';

export type DecisionRow = Selectable<ModerationDecisions>;

export const toDecisionSummary = (row: DecisionRow): DecisionSummary => ({
  id: row.id,
  targetType: row.target_type,
  targetId: Number(row.target_id),
  outcome: row.outcome,
  decision_visibility: row.decision_visibility as DecisionSummary['decision_visibility'],
  decision_account: row.decision_account,
  decision_ground: row.decision_ground as DecisionSummary['decision_ground'],
  category: row.category as DecisionSummary['category'],
  moderatorEmail: row.moderator_email,
  decidedAt: row.created_at.toISOString(),
  reversedAt: row.reversed_at?.toISOString() ?? null,
});

/** Up to `limit` newest decisions per affected user. */
export async function decisionSummaries(
  db: Kysely<Database>,
  userIds: number[],
  limit: number,
): Promise<Map<number, DecisionSummary[]>> {
  const byUser = new Map<number, DecisionSummary[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await sql<DecisionRow>`
    select * from (
      select d.*, row_number() over (partition by target_user_id order by created_at desc, id desc) as rank
      from moderation_decisions d where target_user_id = any(${userIds}::integer[])
    ) ranked where rank <= ${limit}
    order by created_at desc, id desc`.execute(db);
  for (const row of rows) {
    if (row.target_user_id === null) continue;
    const list = byUser.get(row.target_user_id) ?? [];
    list.push(toDecisionSummary(row));
    byUser.set(row.target_user_id, list);
  }
  return byUser;
}
