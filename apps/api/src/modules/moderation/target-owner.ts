// Whose a reported thing is, whatever state it is in now: the account a decision affects.
import { INT4_MAX } from '@kraam/shared';
import type { ReportTargetType } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** The owner's id; null when the thing exists but its owner is gone; undefined when it does not exist. */
export async function findTargetOwner(
  db: Kysely<Database>,
  type: ReportTargetType,
  id: number,
): Promise<number | null | undefined> {
  if (type === 'message') {
    const message = await db
      .selectFrom('messages')
      .select('sender_id')
      .where('id', '=', String(id))
      .executeTakeFirst();
    return message ? message.sender_id : undefined;
  }
  // Ads, booths, users and reviews have int4 ids: a larger one names nothing (and would fail as a cast).
  if (id > INT4_MAX) return undefined;
  if (type === 'ad') {
    const ad = await db.selectFrom('ads').select('user_id').where('id', '=', id).executeTakeFirst();
    return ad?.user_id;
  }
  if (type === 'booth') {
    const booth = await db.selectFrom('booths').select('user_id').where('id', '=', id).executeTakeFirst();
    return booth?.user_id;
  }
  if (type === 'review') {
    const review = await db.selectFrom('reviews').select('author_id').where('id', '=', id).executeTakeFirst();
    return review?.author_id;
  }
  const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return user?.id;
}
