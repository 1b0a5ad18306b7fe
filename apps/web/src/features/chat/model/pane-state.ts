import type { ChatMessage, ConversationSummary } from '@kraam/shared';
import { mergeMessages, storedView, type ChatMessageView } from './chat-message-view';

/** The open conversation: its summary, its messages (oldest first) and where older ones continue. */
export interface PaneState {
  /** Null for a draft: nothing sent yet about this ad, or to support. */
  conversationId: number | null;
  conversation: ConversationSummary | null;
  messages: ChatMessageView[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'failed';
  loadingOlder: boolean;
}

export type PaneAction =
  | { type: 'loaded'; conversation: ConversationSummary; messages: ChatMessage[]; nextCursor: string | null }
  | { type: 'failed' }
  /** Loading the newest page again after it failed. */
  | { type: 'retrying' }
  | { type: 'olderLoading' }
  | { type: 'olderLoaded'; messages: ChatMessage[]; nextCursor: string | null }
  | { type: 'olderFailed' }
  /** Newer messages (a push, a catch-up after reconnecting, the answer to a send). */
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'sending'; message: ChatMessageView }
  | { type: 'sendFailed'; clientId: string; error: string }
  | { type: 'discarded'; clientId: string }
  | { type: 'started'; conversationId: number }
  | { type: 'summary'; conversation: ConversationSummary }
  | { type: 'otherRead'; lastReadAt: string };

export const initialPane = (conversationId: number | null): PaneState => ({
  conversationId,
  conversation: null,
  messages: [],
  nextCursor: null,
  status: conversationId === null ? 'ready' : 'loading',
  loadingOlder: false,
});

const later = (a: string | null, b: string) => (a !== null && Date.parse(a) >= Date.parse(b) ? a : b);

export function paneReducer(state: PaneState, action: PaneAction): PaneState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        conversation: action.conversation,
        // Kept: what was sent or pushed while the page loaded.
        messages: mergeMessages(state.messages, action.messages.map(storedView)),
        nextCursor: action.nextCursor,
      };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'retrying':
      return { ...state, status: 'loading' };
    case 'olderLoading':
      return { ...state, loadingOlder: true };
    case 'olderLoaded':
      return {
        ...state,
        loadingOlder: false,
        messages: mergeMessages(state.messages, action.messages.map(storedView)),
        nextCursor: action.nextCursor,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'received':
      return { ...state, messages: mergeMessages(state.messages, action.messages.map(storedView)) };
    case 'sending':
      return { ...state, messages: mergeMessages(state.messages, [action.message]) };
    case 'sendFailed':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.clientId === action.clientId
            ? { ...message, delivery: 'failed', error: action.error }
            : message,
        ),
      };
    case 'discarded':
      return { ...state, messages: state.messages.filter((message) => message.clientId !== action.clientId) };
    case 'started':
      return { ...state, conversationId: action.conversationId };
    case 'summary':
      return { ...state, conversation: action.conversation };
    case 'otherRead':
      return state.conversation
        ? {
            ...state,
            conversation: {
              ...state.conversation,
              otherLastReadAt: later(state.conversation.otherLastReadAt, action.lastReadAt),
            },
          }
        : state;
  }
}
