// How many messages the user has not read yet, over all their conversations: the header's dot on
// Connect. One statement, bounded: it counts at most UNREAD_COUNT_CAP messages.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';

/** The dot needs "any"; a badge would show "99+": counting further is wasted work. */
export const UNREAD_COUNT_CAP = 999;

export async function countUnreadMessages(db: Kysely<Database>, userId: number): Promise<number> {
  const unread = db
    .selectFrom('conversation_participants as p')
    .innerJoin('messages as m', 'm.conversation_id', 'p.conversation_id')
    .select(sql<number>`1`.as('one'))
    .where('p.user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('p.last_read_at', 'is', null), eb('m.created_at', '>', eb.ref('p.last_read_at'))]),
    )
    .where((eb) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '!=', userId)]))
    .where('m.hidden_from_recipient', '=', false)
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const row = await db
    .selectFrom(unread)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
