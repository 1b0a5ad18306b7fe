import {
  type AuditEntry,
  type CacheClearBody,
  type CacheClearResult,
  type CacheGroup,
  type CacheKey,
  type CacheKeysResponse,
  type CacheStats,
  type CacheWarmBody,
  type CacheWarmResult,
  type JobQueues,
  type Lang,
} from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import { sendRequest } from '@/lib/api/send-request';
import { ADMIN_BFF } from './bff-paths';

// Same-origin calls: the browser adds the httpOnly admin cookie itself.
const SAME_ORIGIN = '';

export async function loginAdmin(
  lang: Lang,
  credentials: { email: string; password: string },
): Promise<void> {
  await sendRequest(SAME_ORIGIN, ADMIN_BFF.login, { lang, method: 'POST', body: credentials });
}

/** SPEC §7: an empty body with credentials included; throws when the server did not say yes. */
export async function logoutAdmin(): Promise<void> {
  const response = await fetch(ADMIN_BFF.logout, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`admin logout answered ${response.status}`);
}

export async function fetchCacheStats(lang: Lang, signal?: AbortSignal): Promise<CacheStats> {
  return (await requestJson<CacheStats>(SAME_ORIGIN, ADMIN_BFF.stats, { lang, signal })).data;
}

export async function fetchAuditLog(lang: Lang, signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await requestJson<AuditEntry[]>(SAME_ORIGIN, ADMIN_BFF.audit, { lang, signal })).data;
}

export interface KeysPage {
  keys: CacheKey[];
  nextCursor: string | null;
}

export async function fetchCacheKeys(
  lang: Lang,
  filter: { group: CacheGroup | null; prefix: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<KeysPage> {
  const query: Record<string, string> = {};
  if (filter.group) query.group = filter.group;
  if (filter.prefix) query.prefix = filter.prefix;
  if (filter.cursor) query.cursor = filter.cursor;
  const page = await requestPage<CacheKeysResponse>(SAME_ORIGIN, ADMIN_BFF.keys, {
    lang,
    query,
    signal,
  });
  return { keys: page.data, nextCursor: page.nextCursor };
}

/** 'Add to Cache': answers how many entries were written. */
export async function warmCache(lang: Lang, body: CacheWarmBody): Promise<number> {
  const answer = await requestJson<CacheWarmResult>(SAME_ORIGIN, ADMIN_BFF.warm, {
    lang,
    method: 'POST',
    body,
  });
  return answer.data.warmed;
}

/** 'Clear Cache': `{}` everything, `{ group }` or `{ key }`; answers how many entries were removed. */
export async function clearCache(lang: Lang, body: CacheClearBody): Promise<number> {
  const answer = await requestJson<CacheClearResult>(SAME_ORIGIN, ADMIN_BFF.clear, {
    lang,
    method: 'POST',
    body,
  });
  return answer.data.removed;
}

export async function fetchJobQueues(lang: Lang, signal?: AbortSignal): Promise<JobQueues> {
  return (await requestJson<JobQueues>(SAME_ORIGIN, ADMIN_BFF.jobs, { lang, signal })).data;
}
