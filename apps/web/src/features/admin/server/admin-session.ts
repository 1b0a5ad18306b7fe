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
  staffMeResponseSchema,
  type AuditEntry,
  type CacheStats,
  type StaffMe,
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

/** Who the admin session is (an admin or a moderator), the session check of every panel page; once per request. */
export const loadStaffMe = cache(async (): Promise<StaffMe | null> => {
  return (await loadWithSession(API_PATHS.adminMe, staffMeResponseSchema))?.data ?? null;
});

/** The cache figures (admins only); once per request. */
export const loadAdminStats = cache(async (): Promise<CacheStats | null> => {
  return (await loadWithSession(API_PATHS.adminCacheStats, cacheStatsResponseSchema))?.data ?? null;
});

export async function loadAdminAudit(): Promise<AuditEntry[] | null> {
  return (await loadWithSession(API_PATHS.adminAudit, auditResponseSchema))?.data ?? null;
}

/** Where a role lands in the panel: admins on the cache dashboard, moderators on the moderation queue. */
export const STAFF_HOME = { admin: '/admin', moderator: '/admin/moderation' } as const;

/**
 * For every panel page and layout: without a valid staff session (none, expired, a user's token, API
 * unreachable) the visitor is sent to /admin/login before anything of the panel renders.
 */
export async function requireStaffSession(): Promise<StaffMe> {
  const me = await loadStaffMe();
  if (!me) redirect('/admin/login');
  return me;
}

/**
 * For the cache pages, which are the admin's alone: a moderator is sent to the moderation queue, and
 * without a session, or when the figures cannot be read, the visitor goes to /admin/login.
 */
export async function requireAdminSession(): Promise<CacheStats> {
  const me = await requireStaffSession();
  if (me.role !== 'admin') redirect(STAFF_HOME[me.role]);
  const stats = await loadAdminStats();
  if (!stats) redirect('/admin/login');
  return stats;
}
