// The conversation calls of the chat and the unread-message emails. They only push through
// app.chatDelivery, which the hub registers before any route.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import { conversationRoutes } from './conversation-routes';
import { messageRoutes } from './message-routes';
import { safetyRoutes } from './safety-routes';
import { registerUnreadChatEmails } from './unread-email-schedule';

export interface ChatConversationOptions {
  config: Pick<Config, 'publicWebUrl'>;
}

export const chatConversationRoutes: FastifyPluginAsync<ChatConversationOptions> = async (app, options) => {
  await app.register(conversationRoutes);
  await app.register(messageRoutes);
  await app.register(safetyRoutes);
  registerUnreadChatEmails(app, { publicWebUrl: options.config.publicWebUrl });
};
