// ChatDelivery over this process's connection registry, and through Redis to the other instances when
// a fan-out is given. Local delivery never waits for or depends on Redis.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { invocationRecord } from '../hub/hub-protocol';
import type { ChatDelivery } from './chat-delivery';
import type { ConnectionRegistry } from './connection-registry';
import type { RedisFanout } from './redis-fanout';
import { closeRevokedPeers } from './session-check';

export interface HubDelivery extends ChatDelivery {
  /** Sends a finished record to this process's connections of these users. */
  deliverLocally(userIds: readonly number[], record: string): void;
  /** Closes this process's connections of a user (or of everyone) whose session is no longer valid. */
  checkLocalSessions(userId?: number): Promise<void>;
}

export function createHubDelivery(options: {
  registry: ConnectionRegistry;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  fanout?: RedisFanout;
}): HubDelivery {
  const { registry, db, log, fanout } = options;

  const deliverLocally = (userIds: readonly number[], record: string): void => {
    for (const userId of new Set(userIds)) {
      const peers = registry.forUser(userId);
      if (peers) for (const peer of peers) peer.send(record);
    }
  };

  const checkLocalSessions = async (userId?: number): Promise<void> => {
    const peers = userId === undefined ? [...registry.peers()] : [...(registry.forUser(userId) ?? [])];
    if (peers.length === 0) return;
    try {
      const closed = await closeRevokedPeers(db, peers);
      if (closed > 0) log.info({ closed }, 'chat hub closed connections of ended sessions');
    } catch (error) {
      log.error({ err: error }, 'chat hub session check failed');
    }
  };

  return {
    deliverLocally,
    checkLocalSessions,

    sendToUsers(userIds, target, args) {
      if (userIds.length === 0) return Promise.resolve();
      let record: string;
      try {
        record = invocationRecord(target, args);
      } catch (error) {
        // Arguments that cannot be serialised (a cycle, a BigInt) are a programming error, not the sender's.
        log.error({ err: error, target }, 'chat push could not be serialised');
        return Promise.resolve();
      }
      deliverLocally(userIds, record);
      fanout?.publishPush(userIds, record);
      return Promise.resolve();
    },

    async isOnline(userId) {
      if (registry.countForUser(userId) > 0) return true;
      return fanout ? fanout.isOnlineElsewhere(userId) : false;
    },

    async sessionsRevoked(userId) {
      fanout?.publishRevoked(userId);
      await checkLocalSessions(userId);
    },
  };
}
