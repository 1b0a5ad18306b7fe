// What of a person's reviews the public sees (decision 0047) and the rating made of them, for the booth and
// ad answers (booths, browse), the reviews module and moderation alike. A review is blind until the other
// party of its conversation wrote theirs or REVIEW_BLIND_DAYS passed; one a moderation decision took down is
// never shown.
import { REVIEW_BLIND_DAYS } from '@kraam/shared';
import type { Rating } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from './database-types';

/** The predicate for a `reviews` row under the alias: not taken down and no longer blind. */
export const isVisibleReview = (alias: string): RawBuilder<boolean> => {
  const r = sql.ref(alias);
  return sql<boolean>`(${r}.removed_decision_id is null
    and (${r}.created_at <= now() - make_interval(days => ${REVIEW_BLIND_DAYS})
      or exists (select 1 from reviews o where o.conversation_id = ${sql.ref(`${alias}.conversation_id`)}
        and o.author_id = ${sql.ref(`${alias}.subject_id`)})))`;
};

export const NO_RATING: Rating = { average: null, count: 0 };

/** The rating of each user from their visible reviews; users without any are absent. */
export async function ratingsOf(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, Rating>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews as r')
    .select((eb) => [
      'r.subject_id',
      eb.fn.avg<string>('r.rating').as('average'),
      eb.fn.countAll<string>().as('count'),
    ])
    .where('r.subject_id', 'in', [...userIds])
    .where(isVisibleReview('r'))
    .groupBy('r.subject_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.subject_id,
      { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) },
    ]),
  );
}

export async function ratingOf(db: Kysely<Database>, userId: number): Promise<Rating> {
  return (await ratingsOf(db, [userId])).get(userId) ?? NO_RATING;
}

/** The rating of a booth's owner (the booth page, the ad page's booth card). */
export async function ratingOfBooth(db: Kysely<Database>, boothId: number): Promise<Rating> {
  const booth = await db.selectFrom('booths').select('user_id').where('id', '=', boothId).executeTakeFirst();
  return booth ? ratingOf(db, booth.user_id) : NO_RATING;
}
