// One conversation's messages the viewer may see, newest first, keyset-paged on the message id
// (messages_conversation_idx).
import type { ChatMessage } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { encodeCursor, positionFromQuery } from '../../../db/keyset-cursor';
import type { ConversationAccess } from './conversation-access';
import { toChatMessage, visibleTo } from './message-rows';

export const MESSAGE_LIST = 'messages';

export interface MessagePage {
  items: ChatMessage[];
  nextCursor: string | null;
  /** No cursor: the newest page, whose reading marks the conversation read. */
  first: boolean;
}

export async function listMessages(
  db: Kysely<Database>,
  viewerId: number,
  access: ConversationAccess,
  options: { cursor?: string | undefined; limit: number },
): Promise<MessagePage> {
  // Message ids are bigint: any safe integer is a position.
  const after = positionFromQuery(
    MESSAGE_LIST,
    options.cursor,
    (key) => key.length === 0,
    Number.MAX_SAFE_INTEGER,
  );
  const rows = await db
    .selectFrom('messages as m')
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'm.body', 'm.created_at', 'm.client_id', 'm.flags'])
    .where('m.conversation_id', '=', access.id)
    .where(visibleTo('m', viewerId, access.asTeam))
    .$if(after !== undefined, (q) => q.where('m.id', '<', String(after?.id)))
    .orderBy('m.id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit).map(toChatMessage);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor:
      rows.length > options.limit && last ? encodeCursor(MESSAGE_LIST, { key: [], id: last.id }) : null,
    first: after === undefined,
  };
}
