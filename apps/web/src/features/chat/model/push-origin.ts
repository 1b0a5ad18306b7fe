import type { SendMessagePush } from '@kraam/shared';

/**
 * Whether a pushed message comes from the other party of its conversation. In a support conversation
 * the support team (every admin but the user it is with) counts only that user's messages: a
 * colleague's answer is the team's own.
 */
export function fromOtherParty(push: SendMessagePush['data'], viewer: number | null): boolean {
  const { message, supportUserId } = push;
  if (supportUserId !== undefined && supportUserId !== viewer) return message.senderId === supportUserId;
  return message.senderId !== viewer;
}
