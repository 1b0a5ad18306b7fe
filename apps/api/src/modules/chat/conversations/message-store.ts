// Storing a message: one transaction creates the conversation when it is new (with the ad's chat
// counters), stores the message and moves the read and activity times. Writers of one conversation
// queue on its row, which each locks first, so two sends never deadlock on the participants.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/database-types';
import type { ChatViewer } from './conversation-access';
import type { MessageRow } from './message-rows';
import type { SendTarget } from './send-target';

export interface NewMessage {
  body: string;
  flags: string[];
  clientId: string | undefined;
  /** No recipient had an open hub connection: a candidate for the unread email. */
  recipientOffline: boolean;
}

export interface StoredMessage {
  row: MessageRow;
  /** The recipient blocked the sender here: the message is the sender's alone. */
  hidden: boolean;
}

/** The sender already stored a message with this clientId (the transaction is rolled back). */
export class DuplicateClientId extends Error {}

const today = sql<string>`(now() at time zone 'UTC')::date`;

async function createAdConversation(
  trx: Transaction<Database>,
  viewer: ChatViewer,
  adId: number,
  sellerId: number,
): Promise<number> {
  const created = await trx
    .insertInto('conversations')
    .values({ kind: 'ad', ad_id: adId, created_by: viewer.id })
    .onConflict((oc) => oc.columns(['ad_id', 'created_by']).where('kind', '=', 'ad').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) {
    // A concurrent first send created it; this one continues it.
    const row = await trx
      .selectFrom('conversations')
      .select('id')
      .where('kind', '=', 'ad')
      .where('ad_id', '=', adId)
      .where('created_by', '=', viewer.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await trx
    .insertInto('conversation_participants')
    .values([
      { conversation_id: created.id, user_id: viewer.id },
      { conversation_id: created.id, user_id: sellerId },
    ])
    .execute();
  // Trending counts new conversations; ads before ad_daily_stats, the order every counter writer uses.
  await trx
    .updateTable('ads')
    .set({ chat_count: sql`chat_count + 1` })
    .where('id', '=', adId)
    .execute();
  await sql`
    insert into ad_daily_stats (ad_id, day, chats) values (${adId}::integer, ${today}, 1)
    on conflict (ad_id, day) do update set chats = ad_daily_stats.chats + 1`.execute(trx);
  return created.id;
}

async function createSupportConversation(trx: Transaction<Database>, viewer: ChatViewer): Promise<number> {
  const created = await trx
    .insertInto('conversations')
    .values({ kind: 'support', created_by: viewer.id })
    .onConflict((oc) => oc.column('created_by').where('kind', '=', 'support').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) {
    const row = await trx
      .selectFrom('conversations')
      .select('id')
      .where('kind', '=', 'support')
      .where('created_by', '=', viewer.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await trx
    .insertInto('conversation_participants')
    .values({ conversation_id: created.id, user_id: viewer.id })
    .execute();
  return created.id;
}

function conversationFor(
  trx: Transaction<Database>,
  viewer: ChatViewer,
  target: SendTarget,
): Promise<number> {
  if (target.conversationId !== undefined) return Promise.resolve(target.conversationId);
  if (target.kind === 'ad' && target.adId !== null && target.sellerId !== null)
    return createAdConversation(trx, viewer, target.adId, target.sellerId);
  return createSupportConversation(trx, viewer);
}

export function storeMessage(
  db: Kysely<Database>,
  viewer: ChatViewer,
  target: SendTarget,
  message: NewMessage,
): Promise<StoredMessage> {
  return db.transaction().execute(async (trx) => {
    const conversationId = await conversationFor(trx, viewer, target);
    await trx
      .updateTable('conversations')
      .set({ last_message_at: sql`now()` })
      // The team has read what it answers; a user's read state is their participant row below.
      .$if(target.asTeam, (q) => q.set({ support_last_read_at: sql`now()` }))
      .where('id', '=', conversationId)
      .execute();
    const hidden = !target.asTeam && target.kind === 'ad' && target.blockedByRecipient;
    const row = await trx
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: viewer.id,
        body: message.body,
        client_id: message.clientId ?? null,
        flags: message.flags,
        hidden_from_recipient: hidden,
        recipient_offline: message.recipientOffline && !hidden,
      })
      .onConflict((oc) =>
        oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing(),
      )
      .returning(['id', 'conversation_id', 'sender_id', 'body', 'created_at', 'client_id', 'flags'])
      .executeTakeFirst();
    if (!row) throw new DuplicateClientId();
    await trx
      .updateTable('conversation_participants')
      .set((eb) => ({
        last_message_at: sql`now()`,
        last_read_at: eb
          .case()
          .when('user_id', '=', viewer.id)
          .then(sql<Date>`now()`)
          .else(eb.ref('last_read_at'))
          .end(),
      }))
      .where('conversation_id', '=', conversationId)
      // A hidden message moves nothing in the recipient's list.
      .$if(hidden, (q) => q.where('user_id', '=', viewer.id))
      .execute();
    return { row, hidden };
  });
}

/** The message the sender already stored under this clientId. */
export async function findByClientId(
  db: Kysely<Database>,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'body', 'created_at', 'client_id', 'flags'])
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
