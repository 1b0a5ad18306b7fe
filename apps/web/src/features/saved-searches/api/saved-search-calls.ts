import {
  API_PATHS,
  type Lang,
  type SavedSearch,
  type SavedSearchEditBody,
  type SavedSearchInsertBody,
} from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import { sendRequest } from '@/lib/api/send-request';
import { apiQuery } from '@/lib/query/api-query';

export interface SavedSearchContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  /** The signed-in user's id: keeps two accounts' searches apart in the cache. */
  viewer: number | null;
}

/** GET /exhibitor/v2/SavedSearch/GetAll: the user's saved searches. */
export const savedSearchesQuery = ({ apiBase, lang, token, viewer }: SavedSearchContext) =>
  apiQuery<SavedSearch[]>({ apiBase, path: API_PATHS.savedSearches, lang, token, viewer });

/** POST /exhibitor/v2/SavedSearch/Insert; a refusal (the 51st, a bad query) throws with the server's text. */
export const insertSavedSearch = (
  { apiBase, lang, token }: SavedSearchContext,
  body: SavedSearchInsertBody,
): Promise<Enveloped<SavedSearch>> =>
  requestJson<SavedSearch>(apiBase, API_PATHS.savedSearchInsert, { lang, token, method: 'POST', body });

/** PUT /exhibitor/v2/SavedSearch/Edit: what is given changes. */
export const editSavedSearch = (
  { apiBase, lang, token }: SavedSearchContext,
  body: SavedSearchEditBody,
): Promise<Enveloped<SavedSearch>> =>
  requestJson<SavedSearch>(apiBase, API_PATHS.savedSearchEdit, { lang, token, method: 'PUT', body });

/** DELETE /exhibitor/v2/SavedSearch/Delete?id= */
export const deleteSavedSearch = async ({ apiBase, lang, token }: SavedSearchContext, id: number) => {
  await sendRequest(apiBase, API_PATHS.savedSearchDelete, { lang, token, method: 'DELETE', query: { id } });
};

/**
 * POST /public/v2/Alert/Unsubscribe?token=: the alert mail's link turns that search's email off. No
 * session: the signed token alone says which; the body is empty JSON, as the one-click POST's is a form.
 */
export const unsubscribeAlert = async (
  { apiBase, lang }: Pick<SavedSearchContext, 'apiBase' | 'lang'>,
  token: string,
) => {
  await sendRequest(apiBase, API_PATHS.alertUnsubscribe, {
    lang,
    method: 'POST',
    query: { token },
    body: {},
  });
};
