// The admin panel's API (SPEC §2 Admin, §7 admin logout; DESIGN §6): admin sessions only, under
// /admin/v1. What the cache holds, warming ('Add to Cache') and clearing ('Clear Cache'), and the audit log.
import { z } from 'zod';
import { emailSchema } from './accounts';
import { envelope, listEnvelope, noDataSchema } from './envelope';
import { idParamSchema, plainTextSchema } from './input-fields';

export const CACHE_GROUPS = [
  'categoryTree',
  'staticData',
  'homeFeeds',
  'ad',
  'booth',
  'suggestions',
  'search',
] as const;
export type CacheGroup = (typeof CACHE_GROUPS)[number];
/** Groups warmed as a whole; 'ad' and 'booth' are warmed one id at a time. */
export const WARMABLE_GROUPS = ['categoryTree', 'staticData', 'homeFeeds'] as const;
export const CACHE_KEY_MAX_LENGTH = 300;
export const CACHE_KEYS_DEFAULT_LIMIT = 50;
export const CACHE_KEYS_MAX_LIMIT = 200;
export const AUDIT_LOG_LIMIT = 50;
/** The admin session cookie the web app sets (httpOnly, SameSite=Strict). */
export const ADMIN_SESSION_COOKIE = 'kraam_admin';

const positiveId = idParamSchema;

/** POST /admin/v1/login. */
export const adminLoginBodySchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });
export const adminLoginResultSchema = z.object({ token: z.string() });
export const adminLoginResponseSchema = envelope(adminLoginResultSchema);

const ratioStats = {
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  /** hits / (hits + misses), 0 when nothing was asked. */
  hitRatio: z.number().min(0).max(1),
};
export const cacheGroupStatsSchema = z.object({
  entries: z.number().int().nonnegative(),
  memoryBytes: z.number().int().nonnegative(),
  ...ratioStats,
});
export const cacheStatsSchema = z.object({
  backend: z.enum(['memory', 'redis']),
  /** False while the Redis backend is unreachable (reads then come from the database). */
  available: z.boolean(),
  entries: z.number().int().nonnegative(),
  memoryBytes: z.number().int().nonnegative(),
  ...ratioStats,
  groups: z.record(z.enum(CACHE_GROUPS), cacheGroupStatsSchema),
  /** Oldest first: one point per interval, for the hit-ratio chart. */
  history: z.array(z.object({ at: z.string(), ...ratioStats, entries: z.number().int().nonnegative() })),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;
/** GET /admin/v1/cache/stats. */
export const cacheStatsResponseSchema = envelope(cacheStatsSchema);

/** GET /admin/v1/cache/keys: filter by group or key prefix, keyset-paged. */
export const cacheKeysQuerySchema = z.object({
  group: z.enum(CACHE_GROUPS).optional(),
  prefix: plainTextSchema.max(CACHE_KEY_MAX_LENGTH).optional(),
  cursor: z
    .string()
    .trim()
    .max(CACHE_KEY_MAX_LENGTH * 2)
    .optional(),
  limit: z.coerce.number().int().min(1).max(CACHE_KEYS_MAX_LIMIT).default(CACHE_KEYS_DEFAULT_LIMIT),
});
export type CacheKeysQuery = z.infer<typeof cacheKeysQuerySchema>;
export const cacheKeySchema = z.object({
  key: z.string(),
  group: z.enum(CACHE_GROUPS),
  sizeBytes: z.number().int().nonnegative(),
  ageMs: z.number().int().nonnegative(),
  /** Time left to live; null when it has none. */
  ttlMs: z.number().int().nonnegative().nullable(),
});
export type CacheKey = z.infer<typeof cacheKeySchema>;
export const cacheKeyListSchema = z.array(cacheKeySchema);
export const cacheKeysResponseSchema = listEnvelope(cacheKeySchema);
export type CacheKeysResponse = z.infer<typeof cacheKeysResponseSchema>;

/** POST /admin/v1/cache/warm ('Add to Cache'). */
export const cacheWarmBodySchema = z.discriminatedUnion('group', [
  z.object({ group: z.enum(WARMABLE_GROUPS) }),
  z.object({ group: z.enum(['ad', 'booth']), id: positiveId }),
]);
export type CacheWarmBody = z.infer<typeof cacheWarmBodySchema>;
export const cacheWarmResultSchema = z.object({ warmed: z.number().int().nonnegative() });
export type CacheWarmResult = z.infer<typeof cacheWarmResultSchema>;
export const cacheWarmResponseSchema = envelope(cacheWarmResultSchema);

/** POST /admin/v1/cache/clear ('Clear Cache'): `{}` everything, `{ group }` one group, `{ key }` one key. */
export const cacheClearBodySchema = z
  .object({
    group: z.enum(CACHE_GROUPS).optional(),
    key: plainTextSchema.min(1).max(CACHE_KEY_MAX_LENGTH).optional(),
  })
  .refine((body) => !(body.group && body.key), { message: 'INVALID', path: ['key'] });
export type CacheClearBody = z.infer<typeof cacheClearBodySchema>;
export const cacheClearResultSchema = z.object({ removed: z.number().int().nonnegative() });
export type CacheClearResult = z.infer<typeof cacheClearResultSchema>;
export const cacheClearResponseSchema = envelope(cacheClearResultSchema);

export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'cacheWarm',
  'cacheClear',
  'moderationDecision',
  'appealResolved',
] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What the action named: `{ group, id }`, `{ key }`, … */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /admin/v1/audit: newest first. */
export const auditLogSchema = z.array(auditEntrySchema).max(AUDIT_LOG_LIMIT);
export const auditResponseSchema = envelope(auditLogSchema);

/** POST /admin/v1/logout: ends the admin session. */
export const adminLogoutResponseSchema = envelope(noDataSchema);

const jobCount = z.number().int().nonnegative();
/** One background job's queue (pg-boss) as the admin panel shows it. */
export const jobQueueSchema = z.object({
  name: z.string(),
  /** Waiting to run (including those deferred to a later time). */
  queued: jobCount,
  /** Failed at least once and waiting for their next try. */
  retrying: jobCount,
  /** Running now, on some instance. */
  active: jobCount,
  /** Done, within pg-boss's retention. */
  completed: jobCount,
  /** Failed on their last try, within retention. */
  failed: jobCount,
  /** The cron expression and time zone it runs on; null for a job that only runs when sent. */
  schedule: z.object({ cron: z.string(), timezone: z.string() }).nullable(),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;
/** GET /admin/v1/jobs: `running` false on an instance started with JOBS=off (then `queues` is empty). */
export const jobQueuesSchema = z.object({ running: z.boolean(), queues: z.array(jobQueueSchema) });
export type JobQueues = z.infer<typeof jobQueuesSchema>;
export const jobQueuesResponseSchema = envelope(jobQueuesSchema);
