import {
  API_PATHS,
  type Lang,
  type NotificationListResponse,
  type NotificationReadBody,
} from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import { apiKey } from '@/lib/query/query-keys';

export interface NotificationContext {
  apiBase: string;
  lang: Lang;
  token: string | null;
  /** The signed-in user's id: keeps two accounts' notifications apart in the cache. */
  viewer: number | null;
}

/** The bell's read: one notification is the least GetAll answers, and it carries `unreadTotal`. */
export const UNREAD_PROBE_LIMIT = 1;

/** Cache keys under GetAll's path, so invalidating `[API_PATHS.notifications]` reloads both. */
export const unreadCountKey = ({ lang, viewer }: NotificationContext) =>
  apiKey(API_PATHS.notifications, { lang, viewer, params: { limit: UNREAD_PROBE_LIMIT } });
export const notificationPagesKey = ({ lang, viewer }: NotificationContext) =>
  apiKey(API_PATHS.notifications, { lang, viewer, params: { pages: true } });

/** GET /exhibitor/v2/Notification/GetAll: newest first; `cursor` continues after a page. */
export function fetchNotifications(
  { apiBase, lang, token }: NotificationContext,
  { cursor, limit, signal }: { cursor?: string | null; limit?: number; signal?: AbortSignal },
): Promise<NotificationListResponse> {
  const query: Record<string, string | number> = {};
  if (cursor) query.cursor = cursor;
  if (limit) query.limit = limit;
  return requestPage<NotificationListResponse>(apiBase, API_PATHS.notifications, {
    lang,
    token,
    query,
    signal,
  });
}

/** POST /exhibitor/v2/Notification/Read: `{ids}` or `{all: true}`; answers the unread total after it. */
export async function markNotificationsRead(
  { apiBase, lang, token }: NotificationContext,
  body: NotificationReadBody,
): Promise<number> {
  const answer = await requestJson<{ unreadTotal: number }>(apiBase, API_PATHS.notificationRead, {
    lang,
    token,
    method: 'POST',
    body,
  });
  return answer.data.unreadTotal;
}
