// The chat hub in one place: the connection registry, app.chatDelivery (local, or through Redis when
// REDIS_URL is set), the WebSocket plugin and routes, the shared sweep and session-check timers, and
// a shutdown that sends every client a close record (type 7) and never waits on a silent socket.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { registerChatDelivery } from '../delivery/chat-delivery';
import { createConnectionRegistry } from '../delivery/connection-registry';
import { createHubDelivery } from '../delivery/hub-delivery';
import { createRedisFanout } from '../delivery/redis-fanout';
import type { AuthUser } from '../../../plugins/auth';
import { HubConnection } from './hub-connection';
import type { HubSocket } from './hub-connection';
import { registerHubMetrics } from './hub-metrics';
import { createHubMethods } from './hub-methods';
import { DEFAULT_HUB_OPTIONS, sweepIntervalMs } from './hub-options';
import type { HubOptions } from './hub-options';
import { hubRoutes } from './hub-routes';
import { sweepConnections } from './hub-sweeper';

/** How long shutdown lets clients answer the close before their sockets are dropped. */
const SHUTDOWN_GRACE_MS = 1_000;
const TOO_MANY_CONNECTIONS = 'Too many open connections for this user.';

export async function registerChatHub(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  overrides: Partial<HubOptions> = {},
): Promise<void> {
  const options: HubOptions = { ...DEFAULT_HUB_OPTIONS, ...overrides };
  const registry = createConnectionRegistry();
  /** Every accepted socket, also those still before their handshake. */
  const connections = new Set<HubConnection>();
  let closing = false;

  const fanout = config.redisUrl
    ? createRedisFanout({
        url: config.redisUrl,
        keyPrefix: config.redisKeyPrefix,
        log: app.log,
        localUsers: () => registry.users(),
        // Only called once Redis delivers, long after `delivery` below exists.
        onMessage: (message) => {
          if (message.kind === 'push') delivery.deliverLocally(message.users, message.record);
          else void delivery.checkLocalSessions(message.user);
        },
      })
    : undefined;
  const delivery = createHubDelivery({ registry, db: app.db, log: app.log, ...(fanout ? { fanout } : {}) });
  registerChatDelivery(app, delivery);

  const invoke = createHubMethods(app.db);
  const accept = (user: AuthUser, socket: HubSocket): HubConnection => {
    const connection = new HubConnection(user, socket, options, {
      opened(opened) {
        if (registry.countForUser(opened.userId) >= options.maxConnectionsPerUser)
          return TOO_MANY_CONNECTIONS;
        if (registry.add(opened)) fanout?.userOnline(opened.userId);
        return undefined;
      },
      closed(ended) {
        connections.delete(ended);
        if (registry.remove(ended)) fanout?.userOffline(ended.userId);
      },
      invoke,
      failed: (error, target) => app.log.error({ err: error, target }, 'chat hub invocation failed'),
    });
    connections.add(connection);
    return connection;
  };

  registerHubMetrics(app.metrics, {
    connections: () => connections.size,
    users: () => Array.from(registry.users()).length,
  });

  const sweep = setInterval(() => sweepConnections(connections, options), sweepIntervalMs(options));
  sweep.unref();
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    void delivery.checkLocalSessions().finally(() => {
      checking = false;
    });
  }, options.sessionCheckIntervalMs);
  sessionCheck.unref();

  await app.register(websocket, {
    options: { maxPayload: options.maxFrameBytes },
    errorHandler: (error, socket, request) => {
      // Clients vanish mid-frame and oversized frames end here: expected, so not an error line.
      request.log.debug({ err: error.message }, 'chat hub socket error');
      socket.terminate();
    },
    async preClose() {
      closing = true;
      clearInterval(sweep);
      clearInterval(sessionCheck);
      for (const connection of connections) connection.goAway();
      const server = app.websocketServer;
      const deadline = Date.now() + SHUTDOWN_GRACE_MS;
      while (server.clients.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  app.addHook('onClose', async () => {
    await fanout?.close();
  });
  await app.register(hubRoutes, { accept, isClosing: () => closing });
}
