import {
  API_PATHS,
  type BidBoard,
  type BidResult,
  type BidSettings,
  type BidSettingsBody,
  type Lang,
} from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import { apiQuery } from '@/lib/query/api-query';

export interface BidContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  /** The signed-in user's id: keeps two accounts' boards (their own bids marked) apart in the cache. */
  viewer: number | null;
}

/** GET /public/v2/Bid/GetAll?advertisementId=: the ad's bids, highest first. */
export const bidBoardQuery = ({ apiBase, lang, token, viewer }: BidContext, advertisementId: number) =>
  apiQuery<BidBoard>({ apiBase, path: API_PATHS.bids, lang, token, viewer, params: { advertisementId } });

/** POST /exhibitor/v2/Bid/Insert: whole euros; a refusal throws with the server's text and field errors. */
export const placeBid = ({ apiBase, lang, token }: BidContext, advertisementId: number, amount: number) =>
  requestJson<BidResult>(apiBase, API_PATHS.bidInsert, {
    lang,
    token,
    method: 'POST',
    body: { advertisementId, amount },
  });

/** DELETE /exhibitor/v2/Bid/Delete?id= */
export const withdrawBid = ({ apiBase, lang, token }: BidContext, id: number) =>
  requestJson<BidResult>(apiBase, API_PATHS.bidDelete, { lang, token, method: 'DELETE', query: { id } });

/** POST /exhibitor/v2/Bid/Accept or /Decline: the seller's answer. */
export const answerBid = (
  { apiBase, lang, token }: BidContext,
  answer: 'accept' | 'decline',
  bidId: number,
): Promise<Enveloped<BidResult>> =>
  requestJson<BidResult>(apiBase, answer === 'accept' ? API_PATHS.bidAccept : API_PATHS.bidDecline, {
    lang,
    token,
    method: 'POST',
    body: { bidId },
  });

/** PUT /exhibitor/v2/Bid/Settings: the seller's choices for the ad. */
export const saveBidSettings = ({ apiBase, lang, token }: BidContext, body: BidSettingsBody) =>
  requestJson<BidSettings>(apiBase, API_PATHS.bidSettings, { lang, token, method: 'PUT', body });
