// Cache hits and misses per group (this instance's counts, from the cache's own counters) and what the
// backend holds, read from app.cache.stats() when Prometheus scrapes: the read path counts nothing twice.
import type { CacheStats } from '@kraam/shared';
import { CACHE_GROUPS } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

export function registerCacheMetrics(app: FastifyInstance, registry: Registry): void {
  // One stats() per scrape: every metric below collects in the same tick and shares the promise.
  let reading: Promise<CacheStats> | undefined;
  const stats = () =>
    (reading ??= app.cache.stats().finally(() => {
      reading = undefined;
    }));

  const readsBy = [
    { counter: 'hits', help: 'Cache reads answered from the cache, by group (this instance)' },
    { counter: 'misses', help: 'Cache reads that went to the database, by group (this instance)' },
  ] as const;
  for (const { counter, help } of readsBy)
    new Counter({
      name: `kraam_cache_${counter}_total`,
      help,
      labelNames: ['group'] as const,
      registers: [registry],
      async collect() {
        const { groups } = await stats();
        this.reset();
        for (const group of CACHE_GROUPS) this.inc({ group }, groups[group][counter]);
      },
    });
  new Gauge({
    name: 'kraam_cache_entries',
    help: 'Entries the cache backend holds',
    registers: [registry],
    async collect() {
      this.set((await stats()).entries);
    },
  });
  new Gauge({
    name: 'kraam_cache_memory_bytes',
    help: 'Approximate bytes of the entries the cache backend holds',
    registers: [registry],
    async collect() {
      this.set((await stats()).memoryBytes);
    },
  });
  new Gauge({
    name: 'kraam_cache_available',
    help: '1 while the cache backend answers (Redis reachable), else 0',
    registers: [registry],
    async collect() {
      this.set((await stats()).available ? 1 : 0);
    },
  });
}
