// The seller's number for a signed-in user (POST /exhibitor/v2/Advertisement/RevealPhone): at most
// PHONE_REVEALS_PER_DAY different ads per rolling window, counted in phone_reveals so the limit holds
// across API instances and restarts (docs/decisions/0032-phone-numbers-for-signed-in-users.md).
import { PHONE_REVEALS_PER_DAY, PHONE_REVEAL_WINDOW_HOURS, phoneToE164 } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { isActive } from '../../db/active-ads';
import type { Database } from '../../db/database-types';
import { transactionWithRetry } from '../../db/retry-on-conflict';

export type RevealOutcome =
  { kind: 'shown'; phone: string } | { kind: 'notFound' } | { kind: 'limited'; retryAfterSeconds: number };

const revealWindow = sql`make_interval(hours => ${PHONE_REVEAL_WINDOW_HOURS}::integer)`;

/**
 * The active ad's number in E.164 (one stored before numbers were normalised, as it was typed), or why
 * not. Own ads and ads seen within the window cost nothing; a new one is counted only when it is shown.
 *
 * The user's row is locked first, so one user's reveals run one after another: parallel calls cannot
 * each count 29 and all pass. FOR NO KEY UPDATE conflicts with itself but not with the key-share locks of
 * rows merely pointing at the user (a login's session, a message), which go on meanwhile.
 */
export function revealPhone(db: Kysely<Database>, userId: number, adId: number): Promise<RevealOutcome> {
  return transactionWithRetry(db, async (trx): Promise<RevealOutcome> => {
    const lockUser = sql`select id from users where id = ${userId}::integer for no key update`;
    if ((await lockUser.execute(trx)).rows.length === 0) return { kind: 'notFound' };
    const findAd = sql<{ phone: string | null; own: boolean }>`
      select a.phone, a.user_id = ${userId}::integer as own
      from ads a where a.id = ${adId}::integer and ${isActive('a')}`;
    const ad = (await findAd.execute(trx)).rows[0];
    if (!ad?.phone) return { kind: 'notFound' };
    const phone = phoneToE164(ad.phone) ?? ad.phone;
    if (ad.own) return { kind: 'shown', phone };

    // What left the window counts no more; deleting it keeps the table to about a window per user.
    await sql`
      delete from phone_reveals
      where user_id = ${userId}::integer and revealed_at <= now() - ${revealWindow}`.execute(trx);
    const counted = sql<{ revealed: number; seen: boolean; retry_after: number | null }>`
      select count(*)::integer as revealed,
        coalesce(bool_or(ad_id = ${adId}::integer), false) as seen,
        ceil(extract(epoch from min(revealed_at) + ${revealWindow} - now()))::integer as retry_after
      from phone_reveals where user_id = ${userId}::integer`;
    const recent = (await counted.execute(trx)).rows[0];
    if (recent && !recent.seen && recent.revealed >= PHONE_REVEALS_PER_DAY)
      return { kind: 'limited', retryAfterSeconds: Math.max(1, recent.retry_after ?? 1) };
    await trx
      .insertInto('phone_reveals')
      .values({ user_id: userId, ad_id: adId })
      .onConflict((oc) => oc.columns(['user_id', 'ad_id']).doUpdateSet({ revealed_at: sql`now()` }))
      .execute();
    return { kind: 'shown', phone };
  });
}
