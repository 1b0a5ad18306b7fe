import {
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  hubConnectResultSchema,
  messagesReadPushSchema,
  sendMessagePushSchema,
  type HubConnectResult,
  type MessagesReadPush,
  type SendMessagePush,
} from '@kraam/shared';
import { openHubConnection, type HubConnectionState } from '@/lib/hub/open-hub-connection';

export type ChatConnectionState = HubConnectionState;

export type IncomingMessage = SendMessagePush['data'];
export type MessagesRead = MessagesReadPush['data'];

export interface ChatConnectionHandlers {
  onState: (state: ChatConnectionState) => void;
  /** Connect's answer, after every (re)connection: who the hub thinks we are and the unread total. */
  onConnected: (result: HubConnectResult) => void;
  onMessage: (message: IncomingMessage) => void;
  onRead: (read: MessagesRead) => void;
}

/** Ends the connection for good (logout, another token). */
export type CloseChatConnection = () => void;

export type OpenChatConnection = (
  apiBase: string,
  token: string,
  handlers: ChatConnectionHandlers,
) => CloseChatConnection;

/**
 * The chat's use of the tab's hub connection (lib/hub): its pushes checked against the contract, and
 * `Connect` invoked after each (re)connection for the unread total.
 */
export const openChatConnection: OpenChatConnection = (apiBase, token, handlers) =>
  openHubConnection(apiBase, token, {
    onState: handlers.onState,
    onStarted: async (hub) => {
      // Without Connect's answer the pushes still arrive; only the unread total after a reload is missed.
      const result = hubConnectResultSchema.safeParse(await hub.invoke(HUB_CLIENT_METHODS.connect));
      if (result.success) handlers.onConnected(result.data);
    },
    methods: {
      [HUB_SERVER_METHODS.sendMessage]: (_senderName: unknown, payload: unknown) => {
        const push = sendMessagePushSchema.safeParse(payload);
        if (push.success) handlers.onMessage(push.data.data);
      },
      [HUB_SERVER_METHODS.messagesRead]: (payload: unknown) => {
        const push = messagesReadPushSchema.safeParse(payload);
        if (push.success) handlers.onRead(push.data.data);
      },
    },
  });
