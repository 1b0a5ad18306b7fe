// Who may see a conversation (DESIGN §7: anything else answers 404, never revealing that it exists):
// its participants, and for support conversations every admin, as the support team.
import type { ChatUser, ConversationKind, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { AppError } from '../../../plugins/app-error';
import { infoMessage } from '../../../plugins/messages';

export interface ChatViewer {
  id: number;
  isAdmin: boolean;
  /** As the other party sees them. */
  user: ChatUser;
}

export interface ConversationAccess {
  id: number;
  kind: ConversationKind;
  adId: number | null;
  /** The buyer of an ad conversation, the user of a support conversation. */
  createdBy: number;
  /** An admin answering a support conversation they are not part of. */
  asTeam: boolean;
}

/** The support team as a user sees it: no person, a name in their language. */
export const supportTeamUser = (lang: Lang): ChatUser => ({
  id: 0,
  name: infoMessage(lang, 'CHAT_SUPPORT_NAME'),
  avatarId: null,
});

export const displayName = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();

export async function loadViewer(db: Kysely<Database>, userId: number): Promise<ChatViewer> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'role', 'first_name', 'last_name', 'gallery_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // A valid session of a deleted user cannot happen (sessions cascade); answer as for no session.
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    id: row.id,
    isAdmin: row.role === 'admin',
    user: { id: row.id, name: displayName(row.first_name, row.last_name), avatarId: row.gallery_id },
  };
}

export async function findAccess(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
): Promise<ConversationAccess | undefined> {
  const row = await db
    .selectFrom('conversations as c')
    .leftJoin('conversation_participants as p', (join) =>
      join.onRef('p.conversation_id', '=', 'c.id').on('p.user_id', '=', viewer.id),
    )
    .select(['c.id', 'c.kind', 'c.ad_id', 'c.created_by', 'p.user_id'])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const participant = row.user_id !== null;
  if (!participant && !(viewer.isAdmin && row.kind === 'support')) return undefined;
  return { id: row.id, kind: row.kind, adId: row.ad_id, createdBy: row.created_by, asTeam: !participant };
}

/** The conversation the viewer may see, or 404. */
export async function requireAccess(
  db: Kysely<Database>,
  viewer: ChatViewer,
  conversationId: number,
): Promise<ConversationAccess> {
  const access = await findAccess(db, viewer, conversationId);
  if (!access) throw new AppError('NOT_FOUND');
  return access;
}

/** Every admin: the support team a user's support message goes to. */
export async function adminIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
  return rows.map((row) => row.id);
}
