// Whether an ad or a booth that the public reads no longer show was taken down by a moderation decision:
// its page then answers 410 Gone with a short public notice instead of 404 (decision 0036).
import type { Kysely } from 'kysely';
import type { Database } from './database-types';

export async function removedByModeration(
  db: Kysely<Database>,
  type: 'ad' | 'booth',
  id: number,
): Promise<boolean> {
  const row =
    type === 'ad'
      ? await db
          .selectFrom('ads')
          .select('id')
          .where('id', '=', id)
          .where('status', '=', 'removed')
          .executeTakeFirst()
      : await db
          .selectFrom('booths')
          .select('id')
          .where('id', '=', id)
          .where('removed_decision_id', 'is not', null)
          .executeTakeFirst();
  return row !== undefined;
}
