// "Active" everywhere in public browsing (SPEC §1, issue 5): published, not expired, not sold. Reserved
// ads stay visible with their state. Deleted, draft and inactive ads are not 'published'.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/** The predicate for an `ads` row under the given alias. */
export const isActive = (alias: string): RawBuilder<boolean> => {
  const a = sql.ref(alias);
  return sql<boolean>`(${a}.status = 'published' and ${a}.valid_until > now() and ${a}.trade_state <> 'sold')`;
};
