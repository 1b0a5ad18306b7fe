// Once a decision (or its reversal) has committed: the caches of every instance forget what it changed,
// a suspended account's sessions and chat connections end, and the people involved get their mails and a
// notification in their bell.
import type { Lang } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { revokeSessions } from '../../plugins/auth';
import { adsChanged, boothChanged, ratingChanged } from '../../plugins/cache-invalidation';
import type { EffectOutcome } from './decision-effects';
import type { DecisionRow } from './decision-summaries';
import { targetKey, targetPreviews } from './moderation-targets';

export async function settleEffect(app: FastifyInstance, effect: EffectOutcome): Promise<void> {
  if (effect.boothId !== null) await boothChanged(app, effect.boothId, effect.adIds);
  else if (effect.adIds.length > 0) await adsChanged(app, effect.adIds);
  if (effect.ratedUserId !== null) await ratingChanged(app, effect.ratedUserId);
  if (effect.suspendedUserId !== null) {
    await revokeSessions(app.db, effect.suspendedUserId);
    await app.chatDelivery.sessionsRevoked(effect.suspendedUserId);
  }
}

export interface Recipient {
  email: string;
  name: string;
  lang: Lang;
}

/** The affected account's mailbox, name and language. */
export async function accountRecipient(
  app: FastifyInstance,
  userId: number | null,
): Promise<Recipient | undefined> {
  if (userId === null) return undefined;
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'first_name', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user && { email: user.email, name: user.first_name, lang: user.lang };
}

/** The bell of a user a decision (or an appeal's outcome) concerns: once per decision, kind and user. */
export async function notifyOfDecision(
  app: FastifyInstance,
  publicApiUrl: string,
  decision: DecisionRow,
  userId: number,
  kind: 'moderationDecision' | 'appealOutcome',
): Promise<void> {
  const target = { type: decision.target_type, id: Number(decision.target_id) };
  const preview = (await targetPreviews(app.db, publicApiUrl, [target])).get(targetKey(target));
  await app.notify({
    userId,
    kind,
    subject: { advertisementId: target.type === 'ad' ? target.id : null, title: preview?.title ?? null },
    dedupeKey: `${kind}:${decision.id}`,
  });
}
