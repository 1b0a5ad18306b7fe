// What a notice can be about, and whose it is: an ad, a booth or a review anyone can see, a user, or a chat
// message only someone in its conversation can see (anyone else is told it does not exist).
import type { ReportTargetType } from '@kraam/shared';
import { INT4_MAX } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { isVisibleReview } from '../../db/review-rating';

export interface ReportTarget {
  /** Whose content it is. */
  ownerId: number;
  /** Where the reporter saw it, for the receipt's link; a path of the web app. */
  path: string;
}

/** The target, or null when it does not exist or the reporter (null for a guest) cannot see it. */
export async function findReportTarget(
  db: Kysely<Database>,
  type: ReportTargetType,
  id: number,
  reporterId: number | null,
): Promise<ReportTarget | null> {
  if (type === 'message') return reporterId === null ? null : findMessage(db, id, reporterId);
  // Ads, booths, users and reviews have int4 ids: a larger one names nothing (and would fail as a cast).
  if (id > INT4_MAX) return null;
  if (type === 'ad') {
    const ad = await db
      .selectFrom('ads')
      .select('user_id')
      .where('id', '=', id)
      .where('status', 'in', ['published', 'inactive'])
      .executeTakeFirst();
    return ad ? { ownerId: ad.user_id, path: `/ads/${id}` } : null;
  }
  if (type === 'booth') {
    const booth = await db.selectFrom('booths').select('user_id').where('id', '=', id).executeTakeFirst();
    return booth ? { ownerId: booth.user_id, path: `/booth/${id}` } : null;
  }
  if (type === 'review') return findReview(db, id);
  const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return user ? { ownerId: user.id, path: '/' } : null;
}

/** A review the public sees, its writer's; shown on the reviewed person's booth. */
async function findReview(db: Kysely<Database>, id: number): Promise<ReportTarget | null> {
  const review = await db
    .selectFrom('reviews as r')
    .leftJoin('booths as b', 'b.user_id', 'r.subject_id')
    .select(['r.author_id', 'b.id as booth_id'])
    .where('r.id', '=', id)
    .where(isVisibleReview('r'))
    .executeTakeFirst();
  if (!review) return null;
  return { ownerId: review.author_id, path: review.booth_id === null ? '/' : `/booth/${review.booth_id}` };
}

async function findMessage(
  db: Kysely<Database>,
  id: number,
  reporterId: number,
): Promise<ReportTarget | null> {
  const message = await db
    .selectFrom('messages')
    .innerJoin(
      'conversation_participants',
      'conversation_participants.conversation_id',
      'messages.conversation_id',
    )
    .select(['messages.sender_id', 'messages.conversation_id'])
    .where('messages.id', '=', String(id))
    .where('conversation_participants.user_id', '=', reporterId)
    .executeTakeFirst();
  // One's own message, or one whose writer has gone, is nothing to report.
  if (!message || message.sender_id === null || message.sender_id === reporterId) return null;
  return {
    ownerId: message.sender_id,
    path: `/dashboard/chat?conversationId=${message.conversation_id}`,
  };
}
