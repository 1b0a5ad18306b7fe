// The one timer behind every connection (no timer per connection, so thousands stay cheap): pings the
// ones that were sent nothing for a ping interval, drops silent ones and unfinished handshakes, and
// starts each connection's invocation budget over.
import type { HubConnection } from './hub-connection';
import type { HubOptions } from './hub-options';
import { PING_RECORD } from './hub-protocol';

export function sweepConnections(
  connections: Iterable<HubConnection>,
  options: HubOptions,
  now = Date.now(),
): void {
  // Pings leave up to one sweep early rather than late, so the client never waits over its timeout.
  const pingDue = now - options.pingIntervalMs + Math.floor(options.pingIntervalMs / 6);
  for (const connection of connections) {
    connection.invocations = 0;
    if (!connection.handshaken) {
      if (now - connection.openedAt >= options.handshakeTimeoutMs) connection.terminate();
      continue;
    }
    if (now - connection.lastReceivedAt >= options.clientTimeoutMs) connection.terminate();
    else if (connection.lastSentAt <= pingDue) connection.send(PING_RECORD);
  }
}
