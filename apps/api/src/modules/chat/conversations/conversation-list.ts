// GET /ChatHub/GetAll's reads: the viewer's conversations, most recent activity first, keyset-paged on
// (last activity, id), and the unread total over all of them. A user's page reads
// conversation_participants_activity_idx; an admin's adds the support conversations of every user
// through conversations_support_activity_idx, each side bounded by the page size.
import type { ConversationListQuery, ConversationSummary, Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { encodeCursor, isTimestampKey, positionFromQuery, timestampKey } from '../../../db/keyset-cursor';
import type { Position } from '../../../db/keyset-cursor';
import { requireAccess } from './conversation-access';
import type { ChatViewer } from './conversation-access';
import { loadSummaries } from './conversation-summaries';

export const CONVERSATION_LIST = 'conversations';

export interface ConversationPage {
  items: ConversationSummary[];
  nextCursor: string | null;
}

interface PageRow {
  id: number;
  sort_key: string;
}

async function pageIds(
  db: Kysely<Database>,
  viewer: ChatViewer,
  limit: number,
  after: Position | undefined,
): Promise<PageRow[]> {
  const me = viewer.id;
  const beforeParticipant = after
    ? sql`and (p.last_message_at, p.conversation_id) < (${after.key[0]}::timestamptz, ${after.id}::integer)`
    : sql``;
  const own = sql`
    (select p.conversation_id as id, ${timestampKey('p.last_message_at')} as sort_key, p.last_message_at as at
     from conversation_participants p
     where p.user_id = ${me}::integer ${beforeParticipant}
     order by p.last_message_at desc, p.conversation_id desc
     limit ${limit + 1})`;
  const beforeSupport = after
    ? sql`and (c.last_message_at, c.id) < (${after.key[0]}::timestamptz, ${after.id}::integer)`
    : sql``;
  // Their own support conversation, if any, is already among their participant rows.
  const support = viewer.isAdmin
    ? sql`union all
    (select c.id, ${timestampKey('c.last_message_at')}, c.last_message_at
     from conversations c
     where c.kind = 'support' and c.created_by <> ${me}::integer ${beforeSupport}
     order by c.last_message_at desc, c.id desc
     limit ${limit + 1})`
    : sql``;
  const { rows } = await sql<PageRow>`
    select id, sort_key from (${own} ${support}) page
    order by at desc, id desc
    limit ${limit + 1}`.execute(db);
  return rows;
}

/**
 * The conversation a filter names (at most one), when the query has a filter. `conversationId` answers
 * 404 for a conversation the viewer may not see; the other filters look among the viewer's own.
 */
async function filteredIds(
  db: Kysely<Database>,
  viewer: ChatViewer,
  query: ConversationListQuery,
): Promise<number[] | undefined> {
  const { advertisementId, conversationId, support } = query;
  if (advertisementId === undefined && conversationId === undefined && support === undefined)
    return undefined;
  if (conversationId !== undefined) await requireAccess(db, viewer, conversationId);
  const rows = await db
    .selectFrom('conversations')
    .select('id')
    .$if(conversationId !== undefined, (q) => q.where('id', '=', conversationId as number))
    .$if(conversationId === undefined, (q) => q.where('created_by', '=', viewer.id))
    .$if(advertisementId !== undefined, (q) =>
      q.where('kind', '=', 'ad').where('ad_id', '=', advertisementId as number),
    )
    .$if(support !== undefined, (q) => q.where('kind', support ? '=' : '!=', 'support'))
    .orderBy('id')
    .limit(1)
    .execute();
  return rows.map((row) => row.id);
}

export async function listConversations(
  db: Kysely<Database>,
  viewer: ChatViewer,
  query: ConversationListQuery,
  lang: Lang,
): Promise<ConversationPage> {
  const after = positionFromQuery(CONVERSATION_LIST, query.cursor, isTimestampKey);
  const filtered = await filteredIds(db, viewer, query);
  if (filtered) return { items: await loadSummaries(db, viewer, filtered, lang), nextCursor: null };
  const rows = await pageIds(db, viewer, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await loadSummaries(
      db,
      viewer,
      page.map((row) => row.id),
      lang,
    ),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(CONVERSATION_LIST, { key: [last.sort_key], id: last.id })
        : null,
  };
}

/** The dot needs "any" and a badge shows "999+": counting further is wasted work. */
export const UNREAD_TOTAL_CAP = 999;

/**
 * Unread messages over all the viewer's conversations, at most UNREAD_TOTAL_CAP. Only conversations with
 * activity after the viewer's last read are visited, each through messages_conversation_created_idx;
 * for an admin also the support conversations the team has not read (conversations_support_unread_idx).
 */
export async function unreadTotal(db: Kysely<Database>, viewer: ChatViewer): Promise<number> {
  const me = viewer.id;
  const team = viewer.isAdmin
    ? sql`+ (select count(*) from (
        select 1 from conversations c
        join messages m on m.conversation_id = c.id and m.sender_id = c.created_by
          and m.created_at > coalesce(c.support_last_read_at, '-infinity')
        where c.kind = 'support' and (c.support_last_read_at is null or c.support_last_read_at < c.last_message_at)
          and c.created_by <> ${me}::integer
        limit ${UNREAD_TOTAL_CAP}) team)`
    : sql``;
  const { rows } = await sql<{ total: number }>`
    select least((select count(*) from (
        select 1 from conversation_participants p
        join messages m on m.conversation_id = p.conversation_id
          and m.created_at > coalesce(p.last_read_at, '-infinity')
        where p.user_id = ${me}::integer and p.last_message_at > coalesce(p.last_read_at, '-infinity')
          and m.sender_id is distinct from ${me}::integer and not m.hidden_from_recipient
        limit ${UNREAD_TOTAL_CAP}) own) ${team}, ${UNREAD_TOTAL_CAP})::int as total`.execute(db);
  return rows[0]?.total ?? 0;
}
