// Where an Insert goes, decided before anything is written: an existing conversation the sender may
// see, or a new one about a live ad or with support; and who receives the message.
import type { ConversationKind, Lang, MessageInsertBody } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { AppError } from '../../../plugins/app-error';
import { isActive } from '../../../db/active-ads';
import { adminIds, requireAccess } from './conversation-access';
import type { ChatViewer, ConversationAccess } from './conversation-access';

export interface SendTarget {
  /** Absent: the conversation is created with the message (ad_id/created_by or support unique). */
  conversationId: number | undefined;
  kind: ConversationKind;
  adId: number | null;
  adTitle: string | null;
  /** The seller of a new ad conversation (its second participant). */
  sellerId: number | null;
  /** An admin writing as the support team. */
  asTeam: boolean;
  /** Who receives the message (not the sender). */
  recipients: number[];
  /** The other admins when one answers as the team: they see the answer live, but it is not for them. */
  colleagues: number[];
  /** The user of a support conversation, whom the push names so the team tells their messages apart. */
  supportUserId: number | null;
  /** The user's language when the team writes to them: the team's name is shown in it. */
  recipientLang: Lang | null;
  /** The other party of an ad conversation blocked the sender: the message is the sender's alone. */
  blockedByRecipient: boolean;
}

async function existingTarget(
  db: Kysely<Database>,
  viewer: ChatViewer,
  access: ConversationAccess,
): Promise<SendTarget> {
  const base = {
    conversationId: access.id,
    kind: access.kind,
    adId: access.adId,
    sellerId: null,
    blockedByRecipient: false,
    colleagues: [],
    supportUserId: access.kind === 'support' ? access.createdBy : null,
  };
  if (access.kind === 'ad') {
    // The other party, whether they blocked the sender, and the ad's title, in one read.
    const others = await db
      .selectFrom('conversation_participants as p')
      .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
      .leftJoin('ads as a', 'a.id', 'c.ad_id')
      .select(['p.user_id', 'p.blocked_at', 'a.title'])
      .where('p.conversation_id', '=', access.id)
      .where('p.user_id', '!=', viewer.id)
      .execute();
    return {
      ...base,
      adTitle: others[0]?.title ?? null,
      asTeam: false,
      recipients: others.map((row) => row.user_id),
      recipientLang: null,
      blockedByRecipient: others.some((row) => row.blocked_at !== null),
    };
  }
  if (access.asTeam) {
    const user = await db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', access.createdBy)
      .executeTakeFirst();
    return {
      ...base,
      adTitle: null,
      asTeam: true,
      recipients: [access.createdBy],
      colleagues: (await teamFor(db, viewer)).filter((id) => id !== access.createdBy),
      recipientLang: user?.lang ?? null,
    };
  }
  return {
    ...base,
    adTitle: null,
    asTeam: false,
    recipients: await teamFor(db, viewer),
    recipientLang: null,
  };
}

const teamFor = async (db: Kysely<Database>, viewer: ChatViewer): Promise<number[]> =>
  (await adminIds(db)).filter((id) => id !== viewer.id);

async function adTarget(db: Kysely<Database>, viewer: ChatViewer, adId: number): Promise<SendTarget> {
  const existing = await db
    .selectFrom('conversations')
    .select('id')
    .where('kind', '=', 'ad')
    .where('ad_id', '=', adId)
    .where('created_by', '=', viewer.id)
    .executeTakeFirst();
  // Continuing needs no live ad: buyer and seller may still have a pickup to arrange after a sale.
  if (existing) return existingTarget(db, viewer, await requireAccess(db, viewer, existing.id));
  const ad = await db
    .selectFrom('ads as a')
    .innerJoin('booths as b', 'b.id', 'a.booth_id')
    .select(['a.id', 'a.title', 'b.user_id as seller_id'])
    .where('a.id', '=', adId)
    .where(isActive('a'))
    .executeTakeFirst();
  if (!ad) throw new AppError('NOT_FOUND');
  if (ad.seller_id === viewer.id) throw new AppError('CHAT_OWN_AD');
  return {
    conversationId: undefined,
    kind: 'ad',
    adId: ad.id,
    adTitle: ad.title,
    sellerId: ad.seller_id,
    asTeam: false,
    recipients: [ad.seller_id],
    colleagues: [],
    supportUserId: null,
    recipientLang: null,
    blockedByRecipient: false,
  };
}

async function supportTarget(db: Kysely<Database>, viewer: ChatViewer): Promise<SendTarget> {
  const existing = await db
    .selectFrom('conversations')
    .select('id')
    .where('kind', '=', 'support')
    .where('created_by', '=', viewer.id)
    .executeTakeFirst();
  if (existing) return existingTarget(db, viewer, await requireAccess(db, viewer, existing.id));
  return {
    conversationId: undefined,
    kind: 'support',
    adId: null,
    adTitle: null,
    sellerId: null,
    asTeam: false,
    recipients: await teamFor(db, viewer),
    colleagues: [],
    supportUserId: viewer.id,
    recipientLang: null,
    blockedByRecipient: false,
  };
}

export async function resolveTarget(
  db: Kysely<Database>,
  viewer: ChatViewer,
  body: MessageInsertBody,
): Promise<SendTarget> {
  if (body.conversationId !== undefined)
    return existingTarget(db, viewer, await requireAccess(db, viewer, body.conversationId));
  if (body.advertisementId !== undefined) return adTarget(db, viewer, body.advertisementId);
  return supportTarget(db, viewer);
}
