// What a decision does, and how a reversal undoes it exactly. Nothing is deleted: a removed ad keeps its
// photos, favourites and conversations, and remembers its status and when it came down, so a reversal
// gives it back the days it had left; a removed review only leaves the list and the rating. Run inside the decision's transaction, which also tells the ads'
// listeners (tellEffect); the caches and the sessions are handled by the caller once it has committed
// (decision-aftermath.ts).
import type { DecisionAccount, DecisionVisibility, ReportTargetType } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database-types';
import type { AdEvent } from '../../plugins/ad-events';
import { AppError } from '../../plugins/app-error';

export interface DecisionEffect {
  decisionId: number;
  targetType: ReportTargetType;
  targetId: number;
  /** Whose content it is: the account a suspension applies to. */
  targetUserId: number | null;
  visibility: readonly DecisionVisibility[];
  account: DecisionAccount | null;
  /** The last day of a suspension (inclusive), YYYY-MM-DD. */
  endDate: string | null;
}

/** What changed, for the caches and the sessions. */
export interface EffectOutcome {
  adIds: number[];
  boothId: number | null;
  /** The account whose sessions end. */
  suspendedUserId: number | null;
  /** Ads taken down (whoever favourited them hears) and ads back up (saved searches may want them). */
  removedAdIds: number[];
  restoredAdIds: number[];
  /** The person whose rating changed: a review about them came down or back. */
  ratedUserId: number | null;
}

export const NO_EFFECT: EffectOutcome = {
  adIds: [],
  boothId: null,
  suspendedUserId: null,
  removedAdIds: [],
  restoredAdIds: [],
  ratedUserId: null,
};

/** For app.adEvents: whoever favourited a removed ad hears, saved searches may want the ads back up. */
export function tellEffect(tell: (event: AdEvent) => void, effect: EffectOutcome): void {
  if (effect.removedAdIds.length > 0) tell({ kind: 'removed', adIds: effect.removedAdIds });
  if (effect.restoredAdIds.length > 0) tell({ kind: 'visible', adIds: effect.restoredAdIds });
}

/** Terminated accounts are 'suspended' until a date no one reaches (portable, unlike 'infinity'). */
const TERMINATED_UNTIL = '9999-12-31T23:59:59Z';
/** A suspension lasts through its end date, in Dutch time. */
const suspendedUntil = (endDate: string): string => `${endDate}T23:59:59+01:00`;

const changed = (): never => {
  throw new AppError('CONFLICT', 'DECISION_TARGET_CHANGED');
};

async function removeAds(trx: Transaction<Database>, decisionId: number, where: 'ad' | 'booth', id: number) {
  const { rows } = await sql<{ id: number; booth_id: number }>`
    update ads set status_before_removal = status, status = 'removed', removed_at = now(),
      removed_decision_id = ${decisionId}::integer, updated_at = now()
    where ${where === 'ad' ? sql`id` : sql`booth_id`} = ${id}::integer and status in ('published', 'inactive')
    returning id, booth_id`.execute(trx);
  return rows;
}

export async function applyEffect(
  trx: Transaction<Database>,
  effect: DecisionEffect,
): Promise<EffectOutcome> {
  const outcome: EffectOutcome = { ...NO_EFFECT };
  const { decisionId, targetType, targetId } = effect;
  if (effect.visibility.includes('DECISION_VISIBILITY_CONTENT_REMOVED')) {
    if (targetType === 'ad') {
      const rows = await removeAds(trx, decisionId, 'ad', targetId);
      if (rows.length === 0) changed();
      outcome.adIds = rows.map((row) => row.id);
      outcome.removedAdIds = outcome.adIds;
      outcome.boothId = rows[0]?.booth_id ?? null;
    } else if (targetType === 'booth') {
      const booth = await trx
        .updateTable('booths')
        .set({ removed_decision_id: decisionId })
        .where('id', '=', targetId)
        .where('removed_decision_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!booth) changed();
      outcome.boothId = targetId;
      outcome.adIds = (await removeAds(trx, decisionId, 'booth', targetId)).map((row) => row.id);
      outcome.removedAdIds = outcome.adIds;
    } else if (targetType === 'message') {
      const message = await trx
        .updateTable('messages')
        .set({ removed_decision_id: decisionId })
        .where('id', '=', String(targetId))
        .where('removed_decision_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!message) changed();
    } else if (targetType === 'review') {
      const review = await trx
        .updateTable('reviews')
        .set({ removed_decision_id: decisionId })
        .where('id', '=', targetId)
        .where('removed_decision_id', 'is', null)
        .returning('subject_id')
        .executeTakeFirst();
      if (!review) changed();
      outcome.ratedUserId = review?.subject_id ?? null;
    }
  }
  if (effect.visibility.includes('DECISION_VISIBILITY_CONTENT_DEMOTED') && targetType === 'ad') {
    const ad = await trx
      .updateTable('ads')
      .set({ demoted_decision_id: decisionId })
      .where('id', '=', targetId)
      .where('demoted_decision_id', 'is', null)
      .returning(['id', 'booth_id'])
      .executeTakeFirst();
    if (!ad) changed();
    outcome.adIds = [...new Set([...outcome.adIds, targetId])];
  }
  if (effect.account && effect.targetUserId !== null) {
    const until =
      effect.account === 'DECISION_ACCOUNT_TERMINATED' || !effect.endDate
        ? TERMINATED_UNTIL
        : suspendedUntil(effect.endDate);
    await trx
      .updateTable('users')
      .set({ suspended_until: until, suspension_decision_id: decisionId })
      .where('id', '=', effect.targetUserId)
      .execute();
    outcome.suspendedUserId = effect.targetUserId;
  }
  return outcome;
}

/** Undoes a decision's effects: everything it took down comes back as it was. */
export async function restoreEffect(trx: Kysely<Database>, decisionId: number): Promise<EffectOutcome> {
  const { rows: ads } = await sql<{ id: number; booth_id: number }>`
    update ads set status = coalesce(status_before_removal, 'published'),
      valid_until = valid_until + (now() - removed_at),
      removed_at = null, removed_decision_id = null, status_before_removal = null, updated_at = now()
    where removed_decision_id = ${decisionId}::integer and status = 'removed'
    returning id, booth_id`.execute(trx);
  const demoted = await trx
    .updateTable('ads')
    .set({ demoted_decision_id: null })
    .where('demoted_decision_id', '=', decisionId)
    .returning(['id', 'booth_id'])
    .execute();
  const booth = await trx
    .updateTable('booths')
    .set({ removed_decision_id: null })
    .where('removed_decision_id', '=', decisionId)
    .returning('id')
    .executeTakeFirst();
  await trx
    .updateTable('messages')
    .set({ removed_decision_id: null })
    .where('removed_decision_id', '=', decisionId)
    .execute();
  const review = await trx
    .updateTable('reviews')
    .set({ removed_decision_id: null })
    .where('removed_decision_id', '=', decisionId)
    .returning('subject_id')
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({ suspended_until: null, suspension_decision_id: null })
    .where('suspension_decision_id', '=', decisionId)
    .execute();
  const all = [...ads, ...demoted];
  return {
    adIds: [...new Set(all.map((row) => row.id))],
    boothId: booth?.id ?? all[0]?.booth_id ?? null,
    suspendedUserId: null,
    removedAdIds: [],
    restoredAdIds: ads.map((row) => row.id),
    ratedUserId: review?.subject_id ?? null,
  };
}
