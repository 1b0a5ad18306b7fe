// Marking a conversation read: the participant's last_read_at, or for the support team the shared
// support_last_read_at. Only when something was unread does it change and push MessagesRead, so the
// writer's 'read' ticks and the reader's other tabs update without a push on every page view.
import { HUB_SERVER_METHODS } from '@kraam/shared';
import type { MessagesReadPush } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { adminIds } from './conversation-access';
import type { ChatViewer, ConversationAccess } from './conversation-access';

async function updateReadState(
  app: FastifyInstance,
  viewer: ChatViewer,
  access: ConversationAccess,
): Promise<{ lastReadAt: Date; changed: boolean }> {
  if (access.asTeam) {
    const { rows } = await sql<{ at: Date; changed: boolean }>`
      with marked as (
        update conversations set support_last_read_at = now()
        where id = ${access.id}::integer
          and (support_last_read_at is null or support_last_read_at < last_message_at)
        returning support_last_read_at)
      select coalesce((select support_last_read_at from marked),
                      (select support_last_read_at from conversations where id = ${access.id}::integer),
                      now()) as at,
             exists (select 1 from marked) as changed`.execute(app.db);
    const row = rows[0];
    return { lastReadAt: row?.at ?? new Date(), changed: row?.changed ?? false };
  }
  const { rows } = await sql<{ at: Date; changed: boolean }>`
    with marked as (
      update conversation_participants set last_read_at = now()
      where conversation_id = ${access.id}::integer and user_id = ${viewer.id}::integer
        and (last_read_at is null or last_read_at < last_message_at)
      returning last_read_at)
    select coalesce((select last_read_at from marked),
                    (select last_read_at from conversation_participants
                     where conversation_id = ${access.id}::integer and user_id = ${viewer.id}::integer),
                    now()) as at,
           exists (select 1 from marked) as changed`.execute(app.db);
  const row = rows[0];
  return { lastReadAt: row?.at ?? new Date(), changed: row?.changed ?? false };
}

/** Who sees the read state change: the other side and the reader's own other tabs. */
async function readWatchers(
  app: FastifyInstance,
  viewer: ChatViewer,
  access: ConversationAccess,
): Promise<number[]> {
  if (access.kind === 'support') {
    // The team shares one read state, so every admin's tabs follow it, and so does the user.
    return [...new Set([access.createdBy, ...(await adminIds(app.db)), viewer.id])];
  }
  const rows = await app.db
    .selectFrom('conversation_participants')
    .select('user_id')
    .where('conversation_id', '=', access.id)
    .execute();
  return [...new Set([...rows.map((row) => row.user_id), viewer.id])];
}

/** Marks the conversation read for the viewer and answers the read time as ISO 8601. */
export async function markRead(
  app: FastifyInstance,
  viewer: ChatViewer,
  access: ConversationAccess,
): Promise<string> {
  const { lastReadAt, changed } = await updateReadState(app, viewer, access);
  const at = lastReadAt.toISOString();
  if (changed) {
    const push: MessagesReadPush = {
      data: { conversationId: access.id, readerId: viewer.id, lastReadAt: at },
    };
    await app.chatDelivery.sendToUsers(
      await readWatchers(app, viewer, access),
      HUB_SERVER_METHODS.messagesRead,
      [push],
    );
  }
  return at;
}
