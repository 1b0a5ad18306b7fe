import {
  API_PATHS,
  type Lang,
  type Review,
  type ReviewInsertBody,
  type ReviewList,
  type ReviewStatus,
} from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import { apiQuery } from '@/lib/query/api-query';

export interface ReviewContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  viewer: number | null;
}

/** GET /public/v2/Review/GetAll?boothId=: the booth owner's visible reviews and rating. */
export const reviewListQuery = ({ apiBase, lang }: ReviewContext, boothId: number) =>
  apiQuery<ReviewList>({ apiBase, path: API_PATHS.reviews, lang, params: { boothId } });

/** GET /exhibitor/v2/Review/Get?conversationId=: where the caller stands in that conversation. */
export const reviewStatusQuery = ({ apiBase, lang, token, viewer }: ReviewContext, conversationId: number) =>
  apiQuery<ReviewStatus>({
    apiBase,
    path: API_PATHS.reviewStatus,
    lang,
    token,
    viewer,
    params: { conversationId },
  });

export const insertReview = ({ apiBase, lang, token }: ReviewContext, body: ReviewInsertBody) =>
  requestJson<Review>(apiBase, API_PATHS.reviewInsert, { lang, token, method: 'POST', body });

export const replyToReview = ({ apiBase, lang, token }: ReviewContext, reviewId: number, text: string) =>
  requestJson<Review>(apiBase, API_PATHS.reviewReply, {
    lang,
    token,
    method: 'POST',
    body: { reviewId, text },
  });

export const markSold = ({ apiBase, lang, token }: ReviewContext, conversationId: number) =>
  requestJson<null>(apiBase, API_PATHS.reviewMarkSold, {
    lang,
    token,
    method: 'POST',
    body: { conversationId },
  });
