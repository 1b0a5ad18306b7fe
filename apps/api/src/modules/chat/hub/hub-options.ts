// The hub's timings and limits. The defaults follow DESIGN §5 and the official client's own timeouts;
// tests shorten them through AppDeps.chatHub.
import { HUB_CLIENT_TIMEOUT_MS, HUB_MAX_FRAME_BYTES, HUB_PING_INTERVAL_MS } from '@kraam/shared';

export interface HubOptions {
  /** A server ping goes to a connection that was sent nothing for this long. */
  pingIntervalMs: number;
  /** A connection that sent no record for this long is dropped. */
  clientTimeoutMs: number;
  /** An accepted socket must complete the handshake within this. */
  handshakeTimeoutMs: number;
  /** The backstop re-check of every local connection's session (one query each time). */
  sessionCheckIntervalMs: number;
  /** A WebSocket message, or a record growing over several, larger than this closes the connection. */
  maxFrameBytes: number;
  /** Open connections of one user on one instance (tabs, devices); the next handshake is refused. */
  maxConnectionsPerUser: number;
  /** Invocations a connection may make per sweep (a fraction of the ping interval); more are refused. */
  maxInvocationsPerSweep: number;
  /** Unsent bytes a connection may queue before it counts as stuck and is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  pingIntervalMs: HUB_PING_INTERVAL_MS,
  clientTimeoutMs: HUB_CLIENT_TIMEOUT_MS,
  handshakeTimeoutMs: 15_000,
  sessionCheckIntervalMs: 60_000,
  maxFrameBytes: HUB_MAX_FRAME_BYTES,
  maxConnectionsPerUser: 50,
  maxInvocationsPerSweep: 20,
  maxBufferedBytes: 1024 * 1024,
};

/** How often the one shared timer walks the connections: pings are at most this late. */
export const sweepIntervalMs = (options: HubOptions): number =>
  Math.max(10, Math.floor(Math.min(options.pingIntervalMs, options.clientTimeoutMs) / 3));
