import {
  API_PATHS,
  type AppealByLinkBody,
  type AppealInsertBody,
  type Lang,
  type Statement,
} from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import { apiQuery } from '@/lib/query/api-query';

export interface SignedInContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  /** The signed-in user's id: keeps two accounts' statements apart in the cache. */
  viewer: number | null;
}

/** The API host and the page's language: all a call through a statement mail's link needs (no session). */
export type LinkContext = Pick<SignedInContext, 'apiBase' | 'lang'>;

/** The statement mail's link (`/statement?decision=<id>&appeal=<token>`): the decision and its signed token. */
export interface StatementLink {
  decision: number;
  token: string;
}

/** GET /exhibitor/v2/Statement/GetAll: the reader's statements of reasons, newest first. */
export const statementsQuery = ({ apiBase, lang, token, viewer }: SignedInContext) =>
  apiQuery<Statement[]>({ apiBase, path: API_PATHS.statements, lang, token, viewer });

/** POST /exhibitor/v2/Appeal/Insert: the appeal's id and the server's receipt in the page's language. */
export const sendAppeal = (
  { apiBase, lang, token }: SignedInContext,
  body: AppealInsertBody,
): Promise<Enveloped<{ appealId: number }>> =>
  requestJson<{ appealId: number }>(apiBase, API_PATHS.appealInsert, {
    lang,
    token,
    method: 'POST',
    body,
  });

/**
 * GET /public/v2/Statement/GetByLink: the one statement the link names, without a session (a signed-in
 * reader's token is not sent: the link alone decides what it opens). 404 for a wrong token.
 */
export const statementByLinkQuery = ({ apiBase, lang }: LinkContext, { decision, token }: StatementLink) =>
  apiQuery<Statement>({ apiBase, path: API_PATHS.statementByLink, lang, params: { decision, token } });

/** POST /public/v2/Appeal/InsertByLink: an appeal through the link, its token in the body. */
export const sendAppealByLink = (
  { apiBase, lang }: LinkContext,
  body: AppealByLinkBody,
): Promise<Enveloped<{ appealId: number }>> =>
  requestJson<{ appealId: number }>(apiBase, API_PATHS.appealInsertByLink, { lang, method: 'POST', body });
