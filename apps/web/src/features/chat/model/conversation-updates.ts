import type { ChatMessage, ConversationSummary } from '@kraam/shared';

/**
 * A conversation after a new message: it becomes the last one shown and moves to the top; a message from
 * the other party counts as unread unless the conversation is open. For the support team, the user's
 * message opens the conversation and the team's answers it.
 */
export function withMessage(
  items: readonly ConversationSummary[],
  message: ChatMessage,
  { fromOther, open }: { fromOther: boolean; open: boolean },
): ConversationSummary[] {
  const item = items.find((candidate) => candidate.id === message.conversationId);
  if (!item) return [...items];
  const updated: ConversationSummary = {
    ...item,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unreadCount: fromOther && !open ? item.unreadCount + 1 : item.unreadCount,
    customer: item.customer && {
      ...item.customer,
      state: message.senderId === item.other.id ? 'open' : 'answered',
    },
  };
  return [updated, ...items.filter((candidate) => candidate.id !== item.id)];
}

/** Replaces a conversation with a fresher copy (its pane loaded it: read now, maybe blocked). */
export const withSummary = (items: readonly ConversationSummary[], summary: ConversationSummary) =>
  items.map((item) => (item.id === summary.id ? summary : item));
