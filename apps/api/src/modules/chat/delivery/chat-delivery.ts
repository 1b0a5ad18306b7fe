// What the conversation calls need from the hub: push to a user's open connections on every API
// instance, know whether a user is online, and drop connections whose session was revoked. The hub
// (modules/chat/hub) implements it; conversations (modules/chat/conversations) only use it.
import type { FastifyInstance } from 'fastify';

export interface ChatDelivery {
  /**
   * Invokes `target(...args)` on every open hub connection of these users, on every API instance.
   * Never throws: a delivery failure is logged, the message is already stored.
   */
  sendToUsers(userIds: readonly number[], target: string, args: readonly unknown[]): Promise<void>;
  /** Whether the user has an open hub connection on any instance. */
  isOnline(userId: number): Promise<boolean>;
  /** Closes the user's hub connections whose session is no longer valid, on every instance. */
  sessionsRevoked(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatDelivery: ChatDelivery;
  }
}

export function registerChatDelivery(app: FastifyInstance, delivery: ChatDelivery): void {
  app.decorate('chatDelivery', delivery);
}
