// Reviews ('Ervaringen', decision 0047): written by the two people of a conversation about an ad, once each,
// when the seller marked the ad sold to that buyer or both wrote a few messages and a day passed. Blind until
// both wrote or BLIND_DAYS passed; the reviewed person may answer once, in public.
import { z } from 'zod';
import { envelope } from './envelope';
import { idParamSchema, idSchema, plainTextSchema } from './input-fields';

export const REVIEW_TAGS = ['communication', 'keptAppointment', 'asDescribed'] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];
export const REVIEW_TEXT_MAX_LENGTH = 500;
/** Without a marked sale: each wrote at least this many messages, and REVIEW_MIN_AGE_HOURS passed. */
export const REVIEW_MIN_MESSAGES_EACH = 2;
/** Default of REVIEW_MIN_AGE_HOURS. */
export const REVIEW_MIN_AGE_HOURS_DEFAULT = 24;
/** A conversation can be reviewed for this many days once it could be. */
export const REVIEW_WINDOW_DAYS = 30;
/** A review nobody answered with their own shows after this many days. */
export const REVIEW_BLIND_DAYS = 14;

export const REVIEW_ROLES = ['buyer', 'seller'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/** POST /exhibitor/v2/Review/Insert. */
export const reviewInsertBodySchema = z
  .object({
    conversationId: idSchema,
    rating: z.number().int().min(1).max(5),
    tags: z.array(z.enum(REVIEW_TAGS)).max(REVIEW_TAGS.length),
    text: plainTextSchema.max(REVIEW_TEXT_MAX_LENGTH).optional(),
  })
  .strict();
export type ReviewInsertBody = z.infer<typeof reviewInsertBodySchema>;

/** POST /exhibitor/v2/Review/Reply: the reviewed person's one public answer. */
export const reviewReplyBodySchema = z
  .object({ reviewId: idSchema, text: plainTextSchema.min(1).max(REVIEW_TEXT_MAX_LENGTH) })
  .strict();
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

/** POST /exhibitor/v2/Review/MarkSold: the seller sold the conversation's ad to its buyer. */
export const reviewMarkSoldBodySchema = z.object({ conversationId: idSchema }).strict();

export const reviewListQuerySchema = z.object({ boothId: idParamSchema });
export const reviewConversationQuerySchema = z.object({ conversationId: idParamSchema });

export const ratingSchema = z.object({
  /** One decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  text: z.string().nullable(),
  /** 'Jan d.' */
  authorName: z.string(),
  /** What the author was in the deal. */
  authorRole: z.enum(REVIEW_ROLES),
  /** The seller marked the ad sold to this buyer. */
  saleConfirmed: z.boolean(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /public/v2/Review/GetAll?boothId=: the booth owner's visible reviews, newest first. */
export const reviewListResponseSchema = envelope(
  z.object({ rating: ratingSchema, reviews: z.array(reviewSchema) }),
);
export type ReviewList = z.infer<typeof reviewListResponseSchema>['data'];

/** Why a conversation cannot be reviewed (yet). */
export const REVIEW_STATES = ['open', 'written', 'tooEarly', 'closed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** GET /exhibitor/v2/Review/Get?conversationId=: where the caller stands in that conversation. */
export const reviewStatusSchema = z.object({
  conversationId: z.number().int(),
  state: z.enum(REVIEW_STATES),
  /** The caller's role in it. */
  role: z.enum(REVIEW_ROLES),
  otherName: z.string(),
  saleConfirmed: z.boolean(),
  /** The caller is the seller and may mark the ad sold to this buyer. */
  canMarkSold: z.boolean(),
  mine: reviewSchema.nullable(),
  /** The other's review once it is no longer blind. */
  theirs: reviewSchema.nullable(),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export const reviewStatusResponseSchema = envelope(reviewStatusSchema);
export const reviewResponseSchema = envelope(reviewSchema);
