// Closes the connections whose session is no longer valid (revoked, expired or deleted): one query for
// any number of connections, used after a revocation and by the periodic backstop.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import type { HubPeer } from './connection-registry';

export const SESSION_ENDED_ERROR = 'Session ended.';
/** Keeps one statement's parameter list bounded however many connections are open. */
const BATCH = 5_000;

export async function closeRevokedPeers(db: Kysely<Database>, peers: Iterable<HubPeer>): Promise<number> {
  const bySession = new Map<string, HubPeer[]>();
  for (const peer of peers) {
    const list = bySession.get(peer.sessionId);
    if (list) list.push(peer);
    else bySession.set(peer.sessionId, [peer]);
  }
  const ids = [...bySession.keys()];
  let closed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const valid = await db
      .selectFrom('sessions')
      .select('id')
      .where(sql<boolean>`id = any(${batch}::uuid[])`)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .execute();
    const alive = new Set(valid.map((row) => row.id));
    for (const id of batch) {
      if (alive.has(id)) continue;
      for (const peer of bySession.get(id) ?? []) {
        peer.close(SESSION_ENDED_ERROR, false);
        closed += 1;
      }
    }
  }
  return closed;
}
