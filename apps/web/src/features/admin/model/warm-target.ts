import { z } from 'zod';
import { WARMABLE_GROUPS, cacheWarmBodySchema } from '@kraam/shared';

/** What 'Add to Cache' offers: the groups warmed whole, then one ad or booth by id. */
export const WARM_TARGETS = [...WARMABLE_GROUPS, 'ad', 'booth'] as const;
export type WarmTarget = (typeof WARM_TARGETS)[number];

export const needsId = (target: WarmTarget): target is 'ad' | 'booth' =>
  target === 'ad' || target === 'booth';

/** The form's values become the warm call's body, checked by its shared schema (the id's rule included). */
export const warmFormSchema = z
  .object({ target: z.enum(WARM_TARGETS), id: z.string() })
  .transform(({ target, id }): z.input<typeof cacheWarmBodySchema> =>
    needsId(target) ? { group: target, id: id.trim() } : { group: target },
  )
  .pipe(cacheWarmBodySchema);
export type WarmForm = z.input<typeof warmFormSchema>;
