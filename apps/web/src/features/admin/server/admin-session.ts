import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { z } from 'zod';
import {
  ADMIN_SESSION_COOKIE,
  API_PATHS,
  auditResponseSchema,
  cacheStatsResponseSchema,
  type AuditEntry,
  type CacheStats,
} from '@kraam/shared';
import { callAdminApi } from './api-call';

/** A server-side admin GET with the cookie's token; null when there is no session or the API refuses. */
async function loadWithSession<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
  const token = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  if (!token) return null;
  try {
    const answer = await callAdminApi(path, { lang: await getLocale(), token });
    if (!answer.ok) return null;
    const parsed = schema.safeParse(await answer.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cache figures, which double as the session check (an admin-only call); once per request. */
export const loadAdminStats = cache(async (): Promise<CacheStats | null> => {
  return (await loadWithSession(API_PATHS.adminCacheStats, cacheStatsResponseSchema))?.data ?? null;
});

export async function loadAdminAudit(): Promise<AuditEntry[] | null> {
  return (await loadWithSession(API_PATHS.adminAudit, auditResponseSchema))?.data ?? null;
}

/**
 * For every admin page and layout: without a valid admin session (none, expired, a user's token, API
 * unreachable) the visitor is sent to /admin/login before anything of the panel renders.
 */
export async function requireAdminSession(): Promise<CacheStats> {
  const stats = await loadAdminStats();
  if (!stats) redirect('/admin/login');
  return stats;
}
