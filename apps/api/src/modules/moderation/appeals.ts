// Appeals (Art. 20): made by whoever a decision affects or who reported, once per decision, within six
// months; resolved by a moderator other than the one who decided. Reversing a restriction restores
// everything it took down; reversing 'no action' reopens the notices for a new decision.
import type { Appeal, AppealResolveBody } from '@kraam/shared';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../plugins/app-error';
import { accountRecipient, notifyOfDecision, settleEffect } from './decision-aftermath';
import { NO_EFFECT, restoreEffect, tellEffect } from './decision-effects';
import type { EffectOutcome } from './decision-effects';
import type { DecisionRow } from './decision-summaries';
import { toDecisionSummary } from './decision-summaries';
import { appealOutcomeMail } from './moderation-mails';
import { targetKey, targetPreviews } from './moderation-targets';
import { appealDeadline, statementsFor } from './statements';
import type { ModerationConfig } from './decide';
import { statementLink } from './decide';

export async function insertAppeal(
  app: FastifyInstance,
  config: ModerationConfig,
  userId: number,
  decisionId: number,
  text: string,
): Promise<number> {
  const [statement] = await statementsFor(app.db, config.publicApiUrl, userId, decisionId);
  if (!statement) throw new AppError('FORBIDDEN', 'APPEAL_NOT_ALLOWED');
  if (statement.appeal) throw new AppError('CONFLICT', 'APPEAL_EXISTS');
  if (!appealDeadline(new Date(statement.decidedAt))) throw new AppError('FORBIDDEN', 'APPEAL_TOO_LATE');
  const row = await app.db
    .insertInto('moderation_appeals')
    .values({ decision_id: decisionId, appellant_user_id: userId, appellant_role: statement.role, text })
    // Two identical appeals at once: the second finds the first.
    .onConflict((conflict) => conflict.columns(['decision_id', 'appellant_user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('CONFLICT', 'APPEAL_EXISTS');
  return row.id;
}

interface AppealRow {
  id: number;
  decision_id: number;
  appellant_user_id: number | null;
  appellant_role: Appeal['appellantRole'];
  first_name: string | null;
  last_name: string | null;
  text: string;
  status: Appeal['status'];
  explanation: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

async function appealRows(app: FastifyInstance, where: ReturnType<typeof sql>) {
  const { rows } = await sql<AppealRow>`
    select a.id, a.decision_id, a.appellant_user_id, a.appellant_role, u.first_name, u.last_name, a.text,
      a.status, a.explanation, a.created_at, a.resolved_at
    from moderation_appeals a left join users u on u.id = a.appellant_user_id
    where ${where} order by a.created_at, a.id`.execute(app.db);
  return rows;
}

async function toAppeals(
  app: FastifyInstance,
  publicApiUrl: string,
  viewerId: number,
  rows: AppealRow[],
): Promise<Appeal[]> {
  if (rows.length === 0) return [];
  const decisions = await app.db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((row) => row.decision_id),
    )
    .execute();
  const byId = new Map(decisions.map((decision) => [decision.id, decision]));
  const refs = decisions.map((d) => ({
    type: d.target_type,
    id: Number(d.target_id),
  }));
  const previews = await targetPreviews(app.db, publicApiUrl, refs);
  return rows.map((row) => {
    const decision = byId.get(row.decision_id) as DecisionRow;
    const ref = { type: decision.target_type, id: Number(decision.target_id) };
    return {
      id: row.id,
      decision: toDecisionSummary(decision),
      target: previews.get(targetKey(ref)) as Appeal['target'],
      appellantRole: row.appellant_role,
      appellantName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      text: row.text,
      status: row.status,
      explanation: row.explanation,
      canResolve: row.status === 'open' && decision.moderator_user_id !== viewerId,
      createdAt: row.created_at.toISOString(),
      resolvedAt: row.resolved_at?.toISOString() ?? null,
    };
  });
}

export async function listAppeals(
  app: FastifyInstance,
  publicApiUrl: string,
  viewerId: number,
  status: 'open' | 'resolved',
): Promise<Appeal[]> {
  const where = status === 'open' ? sql`a.status = 'open'` : sql`a.status <> 'open'`;
  return toAppeals(app, publicApiUrl, viewerId, await appealRows(app, where));
}

export async function resolveAppeal(
  app: FastifyInstance,
  config: ModerationConfig,
  resolverId: number,
  appealId: number,
  body: AppealResolveBody,
): Promise<Appeal> {
  const reversed = body.outcome === 'reversed';
  const { decision, effect, appellantId } = await app.adEvents.write(async (trx, tell) => {
    const appeal = await trx
      .selectFrom('moderation_appeals')
      .innerJoin('moderation_decisions', 'moderation_decisions.id', 'moderation_appeals.decision_id')
      .select([
        'moderation_appeals.status',
        'moderation_appeals.appellant_user_id',
        'moderation_decisions.id as decision_id',
        'moderation_decisions.moderator_user_id',
      ])
      .where('moderation_appeals.id', '=', appealId)
      .forUpdate()
      .executeTakeFirst();
    if (!appeal) throw new AppError('NOT_FOUND');
    if (appeal.moderator_user_id === resolverId) throw new AppError('FORBIDDEN', 'APPEAL_OWN_DECISION');
    if (appeal.status !== 'open') throw new AppError('CONFLICT', 'APPEAL_RESOLVED');
    const resolver = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', resolverId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('moderation_appeals')
      .set({
        status: body.outcome,
        explanation: body.explanation,
        resolver_user_id: resolverId,
        resolver_email: resolver.email,
        resolved_at: new Date(),
      })
      .where('id', '=', appealId)
      .execute();
    let restored: EffectOutcome = NO_EFFECT;
    const current = await trx
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('id', '=', appeal.decision_id)
      .executeTakeFirstOrThrow();
    if (reversed && current.reversed_at === null) {
      restored = await restoreEffect(trx, current.id);
      await trx
        .updateTable('moderation_decisions')
        .set({ reversed_at: new Date() })
        .where('id', '=', current.id)
        .execute();
      // 'No action' reversed: the notices go back to the queue for a new decision.
      if (current.outcome === 'no_action')
        await trx
          .updateTable('notices')
          .set({ status: 'open', decision_id: null, decided_at: null })
          .where('decision_id', '=', current.id)
          .execute();
    }
    tellEffect(tell, restored);
    await recordAudit(trx, {
      adminUserId: resolverId,
      action: 'appealResolved',
      detail: { appeal: appealId, decision: current.id, outcome: body.outcome },
    });
    return { decision: current, effect: restored, appellantId: appeal.appellant_user_id };
  });
  await settleEffect(app, effect);
  await tellAppealOutcome(app, config, decision, appellantId, reversed, body.explanation);
  const [appeal] = await toAppeals(
    app,
    config.publicApiUrl,
    resolverId,
    await appealRows(app, sql`a.id = ${appealId}::integer`),
  );
  if (!appeal) throw new AppError('NOT_FOUND');
  return appeal;
}

/**
 * The appellant hears the outcome (mail and bell); on a reversal, so do the affected user (mail and bell)
 * and every reporter with an email.
 */
async function tellAppealOutcome(
  app: FastifyInstance,
  config: ModerationConfig,
  decision: DecisionRow,
  appellantId: number | null,
  reversed: boolean,
  explanation: string,
): Promise<void> {
  const link = statementLink(config, decision.id);
  const told = new Set<string>();
  const tell = (lang: 'nl' | 'en', email: string, name: string, appellant: boolean) => {
    if (told.has(email.toLowerCase())) return;
    told.add(email.toLowerCase());
    app.sendMailLater(appealOutcomeMail(lang, email, name, { reversed, appellant, explanation, link }));
  };
  const appellant = await accountRecipient(app, appellantId);
  if (appellant) tell(appellant.lang, appellant.email, appellant.name, true);
  if (appellantId !== null)
    await notifyOfDecision(app, config.publicApiUrl, decision, appellantId, 'appealOutcome');
  if (!reversed) return;
  const affected = await accountRecipient(app, decision.target_user_id);
  if (affected) tell(affected.lang, affected.email, affected.name, false);
  if (decision.target_user_id !== null)
    await notifyOfDecision(app, config.publicApiUrl, decision, decision.target_user_id, 'appealOutcome');
  const reporters = await app.db
    .selectFrom('notices')
    .select(['reporter_email', 'reporter_name', 'lang'])
    .where('decision_id', '=', decision.id)
    .where('reporter_email', 'is not', null)
    .execute();
  for (const reporter of reporters)
    if (reporter.reporter_email)
      tell(reporter.lang, reporter.reporter_email, reporter.reporter_name ?? '', false);
}
