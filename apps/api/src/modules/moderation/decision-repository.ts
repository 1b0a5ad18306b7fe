// Recording a decision: the notices it answers, the Transparency Database's fields, its effects and the
// audit entry, all in one transaction, so two moderators deciding the same notices at once cannot both
// succeed (the second finds them decided: 409).
import { VISIBILITY_BY_TARGET } from '@kraam/shared';
import type { DecisionInsert } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../plugins/app-error';
import { NO_EFFECT, applyEffect, tellEffect } from './decision-effects';
import type { EffectOutcome } from './decision-effects';
import type { DecisionRow } from './decision-summaries';
import { findTargetOwner } from './target-owner';

/** The database's fields as stored in `statement`: the body without our own routing fields. */
const statementOf = (body: DecisionInsert) => {
  const {
    reportIds: _reportIds,
    target: _target,
    outcome: _outcome,
    manifestlyUnfounded: _manifestlyUnfounded,
    ...fields
  } = body;
  return fields;
};

export interface RecordedDecision {
  decision: DecisionRow;
  effect: EffectOutcome;
}

/** Who decides: a moderator, or the misuse rules acting on a moderator's decision (`automatic`). */
export interface Decider {
  moderatorId: number;
  automatic?: boolean;
}

/** The moderator column of a decision the misuse rules took. */
export const AUTOMATIC_DECIDER = 'automatisch / automatic';

export async function recordDecision(
  app: FastifyInstance,
  decider: Decider,
  body: DecisionInsert,
): Promise<RecordedDecision> {
  const { db } = app;
  const { moderatorId } = decider;
  const { target } = body;
  const restriction = body.outcome === 'restriction';
  const allowed: readonly string[] = VISIBILITY_BY_TARGET[target.type];
  if (restriction && body.decision_visibility.some((visibility) => !allowed.includes(visibility)))
    throw new AppError('VALIDATION_FAILED', 'DECISION_VISIBILITY_NOT_FOR_TARGET', {
      decision_visibility: ['INVALID'],
    });
  const ownerId = await findTargetOwner(db, target.type, target.id);
  if (ownerId === undefined) throw new AppError('NOT_FOUND');
  if (restriction && body.decision_account && ownerId === null)
    throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { decision_account: ['INVALID'] });

  return app.adEvents.write(async (trx, tell) => {
    const moderator = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', moderatorId)
      .executeTakeFirstOrThrow();
    const decision = await trx
      .insertInto('moderation_decisions')
      .values({
        target_type: target.type,
        target_id: target.id,
        target_user_id: ownerId,
        outcome: body.outcome,
        decision_visibility: restriction ? body.decision_visibility : [],
        decision_account: restriction ? body.decision_account : null,
        decision_ground: restriction ? (body.decision_ground ?? null) : null,
        category: restriction ? (body.category ?? null) : null,
        statement: JSON.stringify(statementOf(body)),
        moderator_user_id: decider.automatic ? null : moderatorId,
        moderator_email: decider.automatic ? AUTOMATIC_DECIDER : moderator.email,
        manifestly_unfounded: body.outcome === 'no_action' && body.manifestlyUnfounded,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.reportIds.length > 0) {
      const decided = await trx
        .updateTable('notices')
        .set({ status: 'decided', decision_id: decision.id, decided_at: new Date() })
        .where('id', 'in', body.reportIds)
        .where('status', '=', 'open')
        .where('target_type', '=', target.type)
        .where('target_id', '=', String(target.id))
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== new Set(body.reportIds).size)
        throw new AppError('CONFLICT', 'NOTICES_NOT_OF_TARGET');
    }
    const effect = restriction
      ? await applyEffect(trx, {
          decisionId: decision.id,
          targetType: target.type,
          targetId: target.id,
          targetUserId: ownerId,
          visibility: body.decision_visibility,
          account: body.decision_account,
          endDate: body.end_date,
        })
      : NO_EFFECT;
    tellEffect(tell, effect);
    await recordAudit(trx, {
      adminUserId: moderatorId,
      action: 'moderationDecision',
      detail: {
        decision: decision.id,
        target: `${target.type}:${target.id}`,
        outcome: body.outcome,
        automatic: decider.automatic ? 'yes' : 'no',
      },
    });
    return { decision, effect };
  });
}
