// Reading and writing reviews: the public list of a person's visible reviews, one review per person and
// conversation, one reply of the reviewed person, and the seller's marked sale (decision 0047).
import { REVIEW_TAGS, shortName } from '@kraam/shared';
import type { Review, ReviewInsertBody, ReviewTag } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { isVisibleReview } from '../../db/review-rating';
import { AppError } from '../../plugins/app-error';
import type { ReviewStanding } from './review-access';

/** The list shows this many of a person's newest reviews. */
const REVIEWS_SHOWN = 100;

const isTag = (tag: string): tag is ReviewTag => (REVIEW_TAGS as readonly string[]).includes(tag);

function reviewsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.rating',
      'r.tags',
      'r.body',
      'r.author_role',
      'r.sale_confirmed',
      'r.created_at',
      'r.reply',
      'r.replied_at',
      'u.first_name',
      'u.last_name',
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    tags: row.tags.filter(isTag),
    text: row.body,
    authorName: shortName(row.first_name, row.last_name),
    authorRole: row.author_role,
    saleConfirmed: row.sale_confirmed,
    createdAt: new Date(row.created_at).toISOString(),
    reply: row.reply,
    repliedAt: iso(row.replied_at),
  };
}

/** The person's visible reviews, newest first. */
export async function visibleReviewsOf(db: Kysely<Database>, userId: number): Promise<Review[]> {
  const rows = await reviewsQuery(db)
    .where('r.subject_id', '=', userId)
    .where(isVisibleReview('r'))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS_SHOWN)
    .execute();
  return rows.map(toReview);
}

/** One review; the other party's only once it is no longer blind. */
export async function reviewById(
  db: Kysely<Database>,
  id: number | null,
  { visibleOnly }: { visibleOnly: boolean },
): Promise<Review | null> {
  if (id === null) return null;
  const row = await reviewsQuery(db)
    .where('r.id', '=', id)
    .$if(visibleOnly, (query) => query.where(isVisibleReview('r')))
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

/** Writes the caller's review of the other party; a second one, even sent at once, answers 409. */
export async function insertReview(
  db: Kysely<Database>,
  standing: ReviewStanding,
  body: ReviewInsertBody,
): Promise<number> {
  if (standing.state === 'written') throw new AppError('CONFLICT', 'REVIEW_EXISTS');
  if (standing.state === 'tooEarly') throw new AppError('CONFLICT', 'REVIEW_TOO_EARLY');
  if (standing.state === 'closed') throw new AppError('CONFLICT', 'REVIEW_CLOSED');
  const row = await db
    .insertInto('reviews')
    .values({
      conversation_id: standing.conversationId,
      author_id: standing.viewerId,
      subject_id: standing.otherId,
      author_role: standing.role,
      rating: body.rating,
      tags: [...new Set(body.tags)],
      body: body.text?.trim() ? body.text.trim() : null,
      sale_confirmed: standing.saleConfirmed,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'author_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('CONFLICT', 'REVIEW_EXISTS');
  return row.id;
}

/**
 * The reviewed person's one public reply, to a review the public sees; answers the user it was about (the
 * replier) for the caches. Another's review, or a blind one, answers 404; a second reply 409.
 */
export async function replyToReview(
  db: Kysely<Database>,
  userId: number,
  reviewId: number,
  text: string,
): Promise<void> {
  const visible = await db
    .selectFrom('reviews as r')
    .select(['r.id', 'r.reply'])
    .where('r.id', '=', reviewId)
    .where('r.subject_id', '=', userId)
    .where(isVisibleReview('r'))
    .executeTakeFirst();
  if (!visible) throw new AppError('NOT_FOUND');
  const updated = await db
    .updateTable('reviews')
    .set({ reply: text.trim(), replied_at: new Date() })
    .where('id', '=', reviewId)
    .where('reply', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('CONFLICT', 'REVIEW_REPLIED');
}
