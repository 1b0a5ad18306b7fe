// A seller's signals for the booth and ad answers (shared seller-signals.ts): member since, completed sales,
// the median first reply over RESPONSE_TIME_WINDOW_DAYS, and a confirmed email address.
import { RESPONSE_TIME_MIN_CONVERSATIONS, RESPONSE_TIME_WINDOW_DAYS, responseTimeOf } from '@kraam/shared';
import type { SellerSignals } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './database-types';

/** The newest conversations read for the median: plenty for a month of one seller. */
const CONVERSATIONS_READ = 200;
const HOUR_MS = 3_600_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Hours from each buyer's first message to the seller's first answer after it, in the window. */
async function replyHours(db: Kysely<Database>, sellerId: number): Promise<number[]> {
  const { rows } = await sql<{ asked: Date; answered: Date | null }>`
    with asked as (
      select c.id, (select min(m.created_at) from messages m
        where m.conversation_id = c.id and m.sender_id <> ${sellerId}::integer) as asked
      from conversations c join ads a on a.id = c.ad_id
      where c.kind = 'ad' and a.user_id = ${sellerId}::integer
        and c.created_at > now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS}::integer)
      order by c.created_at desc
      limit ${CONVERSATIONS_READ}::integer
    )
    select asked.asked, (select min(m.created_at) from messages m
      where m.conversation_id = asked.id and m.sender_id = ${sellerId}::integer and m.created_at >= asked.asked) as answered
    from asked where asked.asked is not null`.execute(db);
  return rows.flatMap((row) =>
    row.answered === null
      ? []
      : [(new Date(row.answered).getTime() - new Date(row.asked).getTime()) / HOUR_MS],
  );
}

export async function signalsOfUser(db: Kysely<Database>, userId: number): Promise<SellerSignals> {
  const user = await db
    .selectFrom('users')
    .select(['created_at', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sold = await db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('trade_state', '=', 'sold')
    .executeTakeFirstOrThrow();
  const hours = await replyHours(db, userId);
  const typical = hours.length >= RESPONSE_TIME_MIN_CONVERSATIONS ? median(hours) : null;
  return {
    memberSince: new Date(user.created_at).toISOString(),
    completedSales: Number(sold.count),
    responseTime: typical === null ? null : responseTimeOf(typical),
    emailConfirmed: user.email_confirmed_at !== null,
  };
}

/** The signals of a booth's owner. */
export async function signalsOfBooth(db: Kysely<Database>, boothId: number): Promise<SellerSignals> {
  const booth = await db
    .selectFrom('booths')
    .select('user_id')
    .where('id', '=', boothId)
    .executeTakeFirstOrThrow();
  return signalsOfUser(db, booth.user_id);
}
