import { WARMABLE_GROUPS, type CacheWarmBody } from '@kraam/shared';

/** What 'Add to Cache' offers: the groups warmed whole, then one ad or booth by id. */
export const WARM_TARGETS = [...WARMABLE_GROUPS, 'ad', 'booth'] as const;
export type WarmTarget = (typeof WARM_TARGETS)[number];

export const needsId = (target: WarmTarget): target is 'ad' | 'booth' =>
  target === 'ad' || target === 'booth';

/** The warm call's body, or null when the id is not a whole number above 0. */
export function warmBody(target: WarmTarget, idText: string): CacheWarmBody | null {
  if (!needsId(target)) return { group: target };
  const id = Number(idText.trim());
  return /^\d+$/.test(idText.trim()) && Number.isSafeInteger(id) && id > 0 ? { group: target, id } : null;
}
