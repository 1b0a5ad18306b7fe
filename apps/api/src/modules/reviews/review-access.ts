// Where a user stands in a conversation, for reviewing: whether they are one of its two people, which side,
// and whether the window is open (decision 0047): from the seller's marked sale, or REVIEW_MIN_AGE_HOURS after
// the conversation began once both wrote REVIEW_MIN_MESSAGES_EACH messages; REVIEW_WINDOW_DAYS long.
import { REVIEW_MIN_MESSAGES_EACH, REVIEW_WINDOW_DAYS } from '@kraam/shared';
import type { ReviewRole, ReviewState } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ReviewStanding {
  conversationId: number;
  adId: number;
  role: ReviewRole;
  viewerId: number;
  otherId: number;
  saleConfirmed: boolean;
  state: ReviewState;
  myReviewId: number | null;
  theirReviewId: number | null;
}

/** The caller's standing; a conversation they are not one of the two people of answers 404. */
export async function reviewStanding(
  db: Kysely<Database>,
  viewerId: number,
  conversationId: number,
  { minAgeHours, now }: { minAgeHours: number; now: Date },
): Promise<ReviewStanding> {
  const row = await db
    .selectFrom('conversations as c')
    .innerJoin('ads as a', 'a.id', 'c.ad_id')
    .leftJoin('conversation_sales as s', 's.conversation_id', 'c.id')
    .select([
      'c.id',
      'c.created_by',
      'c.created_at',
      'a.id as ad_id',
      'a.user_id as seller_id',
      's.marked_at',
    ])
    .where('c.id', '=', conversationId)
    .where('c.kind', '=', 'ad')
    .executeTakeFirst();
  if (!row || (viewerId !== row.created_by && viewerId !== row.seller_id) || row.created_by === row.seller_id)
    throw new AppError('NOT_FOUND');
  const role: ReviewRole = viewerId === row.seller_id ? 'seller' : 'buyer';
  const otherId = role === 'seller' ? row.created_by : row.seller_id;

  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'author_id'])
    .where('conversation_id', '=', conversationId)
    .execute();
  const myReviewId = reviews.find((review) => review.author_id === viewerId)?.id ?? null;
  const theirReviewId = reviews.find((review) => review.author_id === otherId)?.id ?? null;

  let opensAt: Date | null = row.marked_at === null ? null : new Date(row.marked_at);
  if (!opensAt) {
    const counts = await db
      .selectFrom('messages')
      .select((eb) => ['sender_id', eb.fn.countAll<string>().as('count')])
      .where('conversation_id', '=', conversationId)
      .where('sender_id', 'in', [viewerId, otherId])
      .groupBy('sender_id')
      .execute();
    const wrote = (id: number) => Number(counts.find((count) => count.sender_id === id)?.count ?? 0);
    if (wrote(viewerId) >= REVIEW_MIN_MESSAGES_EACH && wrote(otherId) >= REVIEW_MIN_MESSAGES_EACH)
      opensAt = new Date(new Date(row.created_at).getTime() + minAgeHours * HOUR_MS);
  }
  const state: ReviewState =
    myReviewId !== null
      ? 'written'
      : opensAt === null || opensAt > now
        ? 'tooEarly'
        : now.getTime() > opensAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS
          ? 'closed'
          : 'open';
  return {
    conversationId,
    adId: row.ad_id,
    role,
    viewerId,
    otherId,
    saleConfirmed: row.marked_at !== null,
    state,
    myReviewId,
    theirReviewId,
  };
}
