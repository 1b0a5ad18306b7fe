// Hits and misses per group, counted by this instance, and a short history for the admin chart: one point
// per minute (that minute's hits, misses and the entries then held), the last hour, plus the running minute.
import { CACHE_GROUPS } from '@kraam/shared';
import type { CacheGroup, CacheStats } from '@kraam/shared';

const HISTORY_INTERVAL_MS = 60_000;
const HISTORY_POINTS = 60;

export interface GroupHolding {
  entries: number;
  memoryBytes: number;
}
export type Holdings = Record<CacheGroup, GroupHolding>;

export interface CacheCounters {
  hit(group: CacheGroup): void;
  miss(group: CacheGroup): void;
  stats(backend: CacheStats['backend'], available: boolean, holdings: Holdings): CacheStats;
  close(): void;
}

interface Tally {
  hits: number;
  misses: number;
}

const ratio = ({ hits, misses }: Tally) => ({
  hits,
  misses,
  hitRatio: hits + misses === 0 ? 0 : hits / (hits + misses),
});

export const emptyHoldings = (): Holdings =>
  Object.fromEntries(CACHE_GROUPS.map((group) => [group, { entries: 0, memoryBytes: 0 }])) as Holdings;

/** countEntries: what the backend holds now, for each history point (0 when it cannot say). */
export function createCacheCounters(countEntries: () => Promise<number>): CacheCounters {
  const totals = Object.fromEntries(CACHE_GROUPS.map((group) => [group, { hits: 0, misses: 0 }])) as Record<
    CacheGroup,
    Tally
  >;
  const minute: Tally = { hits: 0, misses: 0 };
  const history: CacheStats['history'] = [];

  const timer = setInterval(() => {
    const point = { ...minute };
    minute.hits = minute.misses = 0;
    void countEntries()
      .catch(() => 0)
      .then((entries) => {
        history.push({ at: new Date().toISOString(), ...ratio(point), entries });
        if (history.length > HISTORY_POINTS) history.shift();
      });
  }, HISTORY_INTERVAL_MS);
  timer.unref();

  return {
    hit(group) {
      totals[group].hits += 1;
      minute.hits += 1;
    },
    miss(group) {
      totals[group].misses += 1;
      minute.misses += 1;
    },
    stats(backend, available, holdings) {
      let entries = 0;
      let memoryBytes = 0;
      const all: Tally = { hits: 0, misses: 0 };
      const groups = {} as CacheStats['groups'];
      for (const group of CACHE_GROUPS) {
        const holding = holdings[group];
        entries += holding.entries;
        memoryBytes += holding.memoryBytes;
        all.hits += totals[group].hits;
        all.misses += totals[group].misses;
        groups[group] = { ...holding, ...ratio(totals[group]) };
      }
      const running = { at: new Date().toISOString(), ...ratio(minute), entries };
      return {
        backend,
        available,
        entries,
        memoryBytes,
        ...ratio(all),
        groups,
        history: [...history, running],
      };
    },
    close: () => clearInterval(timer),
  };
}
