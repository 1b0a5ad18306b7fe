import { API_PATHS, type AppealInsertBody, type Lang, type Statement } from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import { apiQuery } from '@/lib/query/api-query';

export interface SignedInContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  /** The signed-in user's id: keeps two accounts' statements apart in the cache. */
  viewer: number | null;
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
