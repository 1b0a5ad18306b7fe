// "Active" everywhere ads are shown or reached (SPEC §1, docs/ranking.md): published, not expired, not
// sold. Reserved ads stay visible with their state. Deleted, draft and inactive ads are not 'published'.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/**
 * The predicate for an `ads` row under the given alias. Most published ads are unexpired, so the expiry
 * is a per-row check: written through coalesce (same meaning, a missing date counts as expired) it is
 * never ANDed in from ads_valid_until_idx, a bitmap of most of the table that only slows a search down.
 */
export const isActive = (alias: string): RawBuilder<boolean> => {
  const a = sql.ref(alias);
  return sql<boolean>`(${a}.status = 'published' and coalesce(${a}.valid_until, '-infinity') > now()
    and ${a}.trade_state <> 'sold')`;
};
