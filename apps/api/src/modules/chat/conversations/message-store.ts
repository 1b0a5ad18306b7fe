// Storing a message: one statement stores it and moves the read and activity times; a new conversation
// (with the ad's chat counters) is created first in the same transaction. Writers of one conversation
// queue on its row, which each locks first, so two sends never deadlock on the participants. Data-
// modifying CTEs run to completion whether or not the final select reads them.
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

/** Nothing was stored: the sender used this clientId before, or the conversation is gone. */
export class NothingStored extends Error {}

const today = sql<string>`(now() at time zone 'UTC')::date`;

/** The buyer's conversation about the ad, created with its participants and counters when new. */
export async function createAdConversation(
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

function createConversation(
  trx: Transaction<Database>,
  viewer: ChatViewer,
  target: SendTarget,
): Promise<number> {
  if (target.kind === 'ad' && target.adId !== null && target.sellerId !== null)
    return createAdConversation(trx, viewer, target.adId, target.sellerId);
  return createSupportConversation(trx, viewer);
}

/**
 * Stores the message in an existing conversation as ONE statement (a round trip is a syscall each
 * way, the largest cost of a send): the conversation row is locked first, as every writer does, then
 * the message is inserted and the activity and read times move only when it was. Nothing is returned
 * for a clientId the sender used before, or for a conversation that is gone.
 */
async function insertInto(
  db: Kysely<Database>,
  conversationId: number,
  viewer: ChatViewer,
  target: SendTarget,
  message: NewMessage,
  hidden: boolean,
): Promise<MessageRow | undefined> {
  const { rows } = await sql<MessageRow>`
    with locked as (
      select id from conversations where id = ${conversationId}::integer for update
    ), msg as (
      insert into messages (conversation_id, sender_id, body, client_id, flags, hidden_from_recipient,
        recipient_offline)
      select locked.id, ${viewer.id}::integer, ${message.body}, ${message.clientId ?? null}::uuid,
        ${message.flags}::text[], ${hidden}, ${message.recipientOffline && !hidden}
      from locked
      on conflict (sender_id, client_id) where client_id is not null do nothing
      returning id, conversation_id, sender_id, body, created_at, client_id, flags
    ), conversation as (
      update conversations c set last_message_at = msg.created_at,
        -- The team has read what it answers; a user's read state is their participant row below.
        support_last_read_at = case when ${target.asTeam} then msg.created_at else c.support_last_read_at end
      from msg where c.id = msg.conversation_id
      returning c.id
    ), participants as (
      update conversation_participants p set last_message_at = msg.created_at,
        last_read_at = case when p.user_id = ${viewer.id}::integer then msg.created_at else p.last_read_at end
      from msg
      -- A hidden message moves nothing in the recipient's list.
      where p.conversation_id = msg.conversation_id and (not ${hidden} or p.user_id = ${viewer.id}::integer)
      returning p.user_id
    )
    select * from msg`.execute(db);
  return rows[0];
}

export async function storeMessage(
  db: Kysely<Database>,
  viewer: ChatViewer,
  target: SendTarget,
  message: NewMessage,
): Promise<StoredMessage> {
  const hidden = !target.asTeam && target.kind === 'ad' && target.blockedByRecipient;
  const existing = target.conversationId;
  const row =
    existing !== undefined
      ? await insertInto(db, existing, viewer, target, message, hidden)
      : await db
          .transaction()
          .execute(async (trx) =>
            insertInto(trx, await createConversation(trx, viewer, target), viewer, target, message, hidden),
          );
  if (!row) throw new NothingStored();
  return { row, hidden };
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
