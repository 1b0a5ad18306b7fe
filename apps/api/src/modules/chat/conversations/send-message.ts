// POST Insert's work: persist first, then push SendMessage to the recipients' open connections and to
// the sender's other tabs. A retried clientId answers the message already stored, pushed once: the
// unique (sender, clientId) index refuses the second row, so the common first send costs no lookup.
import { HUB_SERVER_METHODS } from '@kraam/shared';
import type {
  ChatMessage,
  MessageInsertBody,
  MessageInsertResult,
  SafetyFlag,
  SendMessagePush,
} from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../plugins/app-error';
import { loadViewer, supportTeamUser } from './conversation-access';
import type { ChatViewer } from './conversation-access';
import { NothingStored, createAdConversation, findByClientId, storeMessage } from './message-store';
import { toChatMessage } from './message-rows';
import { safetyFlags } from './safety-flags';
import { resolveTarget } from './send-target';
import type { SendTarget } from './send-target';

async function stored(
  app: FastifyInstance,
  senderId: number,
  clientId: string,
): Promise<MessageInsertResult | undefined> {
  const row = await findByClientId(app.db, senderId, clientId);
  return row && { conversationId: row.conversation_id, message: toChatMessage(row) };
}

/** The users without an open hub connection on any instance. */
async function offline(app: FastifyInstance, userIds: readonly number[]): Promise<number[]> {
  const online = await Promise.all(userIds.map((id) => app.chatDelivery.isOnline(id)));
  return userIds.filter((_id, index) => !online[index]);
}

async function push(
  app: FastifyInstance,
  viewer: ChatViewer,
  target: SendTarget,
  message: ChatMessage,
  hidden: boolean,
): Promise<string> {
  // The team answers under its own name, in the language of the user it answers.
  const user = target.asTeam && target.recipientLang ? supportTeamUser(target.recipientLang) : viewer.user;
  const payload: SendMessagePush = {
    data: {
      user,
      message,
      adTitle: target.adTitle,
      ...(target.supportUserId === null ? {} : { supportUserId: target.supportUserId }),
    },
  };
  const userIds = hidden
    ? [viewer.id]
    : [...new Set([...target.recipients, ...target.colleagues, viewer.id])];
  await app.chatDelivery.sendToUsers(userIds, HUB_SERVER_METHODS.sendMessage, [user.name, payload]);
  return user.name;
}

export async function sendMessage(
  app: FastifyInstance,
  viewer: ChatViewer,
  body: MessageInsertBody,
): Promise<MessageInsertResult> {
  const target = await resolveTarget(app.db, viewer, body);
  const away = await offline(app, target.recipients);
  const recipientOffline = away.length > 0 && away.length === target.recipients.length;
  try {
    const { row, hidden } = await storeMessage(app.db, viewer, target, {
      body: body.message,
      flags: safetyFlags(body.message),
      clientId: body.clientId,
      recipientOffline,
    });
    const message = toChatMessage(row);
    const sender = await push(
      app,
      viewer,
      { ...target, conversationId: row.conversation_id },
      message,
      hidden,
    );
    // Whoever has no tab open hears of it on their subscribed browsers.
    if (!hidden)
      await app.webPush.chatMessage(away, {
        conversationId: row.conversation_id,
        sender,
        text: body.message,
      });
    return { conversationId: row.conversation_id, message };
  } catch (error) {
    if (!(error instanceof NothingStored)) throw error;
    // A retry, or a concurrent send with the same clientId, stored first: answer its message.
    const earlier = body.clientId === undefined ? undefined : await stored(app, viewer.id, body.clientId);
    // Nothing earlier either: the conversation went away in the meantime.
    if (!earlier) throw new AppError('NOT_FOUND');
    return earlier;
  }
}

/** What the server writes for a seller to a buyer about the seller's ad (modules/bids: a bid accepted). */
export interface SellerNote {
  adId: number;
  buyerId: number;
  body: string;
  flags: SafetyFlag[];
}

/**
 * Writes the note as the seller's message in the buyer's conversation about the ad, opening the conversation
 * when there is none, and pushes it as any message; answers the conversation's id.
 */
export async function postSellerNote(app: FastifyInstance, note: SellerNote): Promise<number> {
  const ad = await app.db
    .selectFrom('ads')
    .select(['id', 'user_id', 'title'])
    .where('id', '=', note.adId)
    .executeTakeFirst();
  if (!ad) throw new AppError('NOT_FOUND');
  const [seller, buyer] = await Promise.all([
    loadViewer(app.db, ad.user_id),
    loadViewer(app.db, note.buyerId),
  ]);
  const conversationId = await app.db
    .transaction()
    .execute((trx) => createAdConversation(trx, buyer, ad.id, ad.user_id));
  const target: SendTarget = {
    conversationId,
    kind: 'ad',
    adId: ad.id,
    adTitle: ad.title,
    sellerId: ad.user_id,
    asTeam: false,
    recipients: [buyer.id],
    colleagues: [],
    supportUserId: null,
    recipientLang: null,
    blockedByRecipient: false,
  };
  const away = await offline(app, [buyer.id]);
  const { row } = await storeMessage(app.db, seller, target, {
    body: note.body,
    flags: note.flags,
    clientId: undefined,
    recipientOffline: away.length > 0,
  });
  const sender = await push(app, seller, target, toChatMessage(row), false);
  await app.webPush.chatMessage(away, { conversationId, sender, text: note.body });
  return conversationId;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** postSellerNote() for other modules, which do not import this one. */
    chatSellerNote(note: SellerNote): Promise<number>;
  }
}

export function registerSellerNotes(app: FastifyInstance): void {
  app.decorate('chatSellerNote', (note: SellerNote) => postSellerNote(app, note));
}
