import type { ConversationSummary } from '@kraam/shared';

/**
 * The name a conversation goes by, in the list and the pane's header alike, before and after its first
 * message (decision 0026): a seller by their booth, as the ad page shows them; a buyer, and a user who
 * writes to support, as a person. The user's own support conversation is the team's, named by the caller.
 */
export const conversationName = (conversation: ConversationSummary): string =>
  conversation.kind === 'ad' && !conversation.iAmSeller
    ? (conversation.otherBooth?.name ?? conversation.other.name)
    : conversation.other.name;

/** The user the team answers in this support conversation, or null when the caller is not the team. */
export const customerId = (conversation: ConversationSummary | null): number | null =>
  conversation?.customer ? conversation.other.id : null;
