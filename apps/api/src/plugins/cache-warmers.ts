// 'Add to Cache': each feature registers how to fill its group (or one ad/booth by id), so the admin API
// can warm a group without importing that feature.
import type { CacheGroup } from '@kraam/shared';

/** Answers how many entries it wrote (0: nothing to warm, e.g. an unknown or inactive id). */
export type CacheWarmer = (id?: number) => Promise<number>;

export interface CacheWarmers {
  register(group: CacheGroup, warm: CacheWarmer): void;
  /** 0 for a group nobody registered. */
  warm(group: CacheGroup, id?: number): Promise<number>;
}

export function createCacheWarmers(): CacheWarmers {
  const warmers = new Map<CacheGroup, CacheWarmer>();
  return {
    register(group, warm) {
      warmers.set(group, warm);
    },
    async warm(group, id) {
      const warm = warmers.get(group);
      return warm ? warm(id) : 0;
    },
  };
}
