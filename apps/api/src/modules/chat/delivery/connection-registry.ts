// This process's open hub connections by user: what a push, a presence check and a session check walk.
// Plain maps and sets, so a connection costs one set entry here.

/** A live hub connection as delivery sees it (the hub's connection implements it). */
export interface HubPeer {
  readonly userId: number;
  /** The JWT's jti: the sessions row that must stay valid. */
  readonly sessionId: string;
  /** Sends one finished record (already ending with the separator). */
  send(record: string): void;
  /** Ends the connection: a close record with this error, then the socket closes. */
  close(error: string, allowReconnect: boolean): void;
}

export interface ConnectionRegistry {
  /** True when this is the user's first connection here. */
  add(peer: HubPeer): boolean;
  /** True when this was the user's last connection here. */
  remove(peer: HubPeer): boolean;
  forUser(userId: number): ReadonlySet<HubPeer> | undefined;
  countForUser(userId: number): number;
  users(): IterableIterator<number>;
  peers(): Generator<HubPeer>;
  readonly size: number;
}

export function createConnectionRegistry(): ConnectionRegistry {
  const byUser = new Map<number, Set<HubPeer>>();
  let size = 0;
  return {
    add(peer) {
      const set = byUser.get(peer.userId);
      if (set) {
        if (!set.has(peer)) size += 1;
        set.add(peer);
        return false;
      }
      byUser.set(peer.userId, new Set([peer]));
      size += 1;
      return true;
    },
    remove(peer) {
      const set = byUser.get(peer.userId);
      if (!set?.delete(peer)) return false;
      size -= 1;
      if (set.size > 0) return false;
      byUser.delete(peer.userId);
      return true;
    },
    forUser: (userId) => byUser.get(userId),
    countForUser: (userId) => byUser.get(userId)?.size ?? 0,
    users: () => byUser.keys(),
    *peers() {
      for (const set of byUser.values()) yield* set;
    },
    get size() {
      return size;
    },
  };
}
