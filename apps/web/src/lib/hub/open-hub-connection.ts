import type { HubConnection } from '@microsoft/signalr';
import { CHAT_HUB_PATH } from '@kraam/shared';
import { announceHubStart, shareHubPushes, type HubPushListener } from './hub-pushes';

export type HubConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface HubConnectionOptions {
  onState: (state: HubConnectionState) => void;
  /** After every (re)connection, e.g. the chat's `Connect`; a failure here leaves the link up. */
  onStarted: (hub: HubConnection) => Promise<void>;
  /** The opener's own pushes; other features' pushes reach them through hub-pushes.ts. */
  methods: Record<string, HubPushListener>;
}

// The client's automatic reconnect only covers a link that was up once; a first start that fails (API
// restarting, offline) and a link it gave up on are retried here, ever more slowly.
const RESTART_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * The tab's one hub connection through the official client (DESIGN §5): WebSockets with the token,
 * automatic reconnect, `onStarted` after each (re)connection, and every push any feature listens to handed
 * on (hub-pushes.ts). The client library is imported here, on first use, so it never weighs on a page's
 * first load. Answers the call that ends the connection for good.
 */
export function openHubConnection(
  apiBase: string,
  token: string,
  { onState, onStarted, methods }: HubConnectionOptions,
): () => void {
  let stopped = false;
  let connection: HubConnection | null = null;
  let detach: (() => void) | undefined;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const started = (hub: HubConnection) => {
    onState('connected');
    announceHubStart();
    return onStarted(hub).catch(() => undefined);
  };

  const scheduleStart = (hub: HubConnection) => {
    onState('reconnecting');
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
    await started(hub);
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
    for (const [method, handler] of Object.entries(methods)) hub.on(method, handler);
    detach = shareHubPushes(hub);
    hub.onreconnecting(() => onState('reconnecting'));
    hub.onreconnected(() => void started(hub));
    hub.onclose(() => {
      if (!stopped) scheduleStart(hub);
    });
    connection = hub;
    onState('connecting');
    await start(hub);
  };

  void build().catch(() => {
    // The client's code could not be loaded (offline): the site works on without the live link.
    if (!stopped) onState('disconnected');
  });

  return () => {
    stopped = true;
    clearTimeout(restartTimer);
    detach?.();
    void connection?.stop().catch(() => undefined);
  };
}
