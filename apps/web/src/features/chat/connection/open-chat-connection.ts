import type { HubConnection } from '@microsoft/signalr';
import {
  CHAT_HUB_PATH,
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  hubConnectResultSchema,
  messagesReadPushSchema,
  sendMessagePushSchema,
  type HubConnectResult,
  type MessagesReadPush,
  type SendMessagePush,
} from '@kraam/shared';

export type ChatConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

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

// The client's automatic reconnect only covers a link that was up once; a first start that fails (API
// restarting, offline) and a link it gave up on are retried here, ever more slowly.
const RESTART_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * One hub connection through the official client (DESIGN §5): WebSockets with the token, automatic
 * reconnect, `Connect` invoked after each (re)connection, pushes checked against the contract. The client
 * library is imported here, on first use, so it never weighs on a page's first load.
 */
export const openChatConnection: OpenChatConnection = (apiBase, token, handlers) => {
  let stopped = false;
  let connection: HubConnection | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const invokeConnect = async (hub: HubConnection) => {
    const result = hubConnectResultSchema.safeParse(await hub.invoke(HUB_CLIENT_METHODS.connect));
    if (result.success) handlers.onConnected(result.data);
  };

  const scheduleStart = (hub: HubConnection) => {
    handlers.onState('reconnecting');
    const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)];
    failures += 1;
    restartTimer = setTimeout(() => void start(hub), delay);
  };

  const start = async (hub: HubConnection) => {
    if (stopped) return;
    try {
      await hub.start();
    } catch {
      if (!stopped) scheduleStart(hub);
      return;
    }
    failures = 0;
    handlers.onState('connected');
    // Without Connect's answer the pushes still arrive; only the unread total after a reload is missed.
    await invokeConnect(hub).catch(() => undefined);
  };

  const build = async () => {
    const signalr = await import('@microsoft/signalr');
    if (stopped) return;
    const hub = new signalr.HubConnectionBuilder()
      .withUrl(`${apiBase}${CHAT_HUB_PATH}`, {
        accessTokenFactory: () => token,
        transport: signalr.HttpTransportType.WebSockets,
      })
      .withAutomaticReconnect()
      // Connection trouble shows as the quiet 'reconnecting' state, not as console errors.
      .configureLogging(signalr.LogLevel.None)
      .build();
    hub.on(HUB_SERVER_METHODS.sendMessage, (_senderName: unknown, payload: unknown) => {
      const push = sendMessagePushSchema.safeParse(payload);
      if (push.success) handlers.onMessage(push.data.data);
    });
    hub.on(HUB_SERVER_METHODS.messagesRead, (payload: unknown) => {
      const push = messagesReadPushSchema.safeParse(payload);
      if (push.success) handlers.onRead(push.data.data);
    });
    hub.onreconnecting(() => handlers.onState('reconnecting'));
    hub.onreconnected(() => {
      handlers.onState('connected');
      void invokeConnect(hub).catch(() => undefined);
    });
    hub.onclose(() => {
      if (!stopped) scheduleStart(hub);
    });
    connection = hub;
    handlers.onState('connecting');
    await start(hub);
  };

  void build().catch(() => {
    // The client's code could not be loaded (offline): the site works on without live chat.
    if (!stopped) handlers.onState('disconnected');
  });

  return () => {
    stopped = true;
    clearTimeout(restartTimer);
    void connection?.stop().catch(() => undefined);
  };
};
