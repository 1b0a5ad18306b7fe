import { z } from 'zod';
import { trustProxySchema } from '@kraam/shared/trust-proxy';

// The web server's own settings (src/server/web-server.ts), apart from src/config.ts so the page cache's
// secret never reaches code that Next bundles.
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const count = (min: number, max: number, fallback: number) =>
  optional.pipe(z.coerce.number<string>().int().min(min).max(max).optional()).transform((v) => v ?? fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WEB_TRUST_PROXY: trustProxySchema,
  REDIS_URL: optional.pipe(z.url().optional()),
  // The API's default, so both name the same channel.
  REDIS_KEY_PREFIX: optional.transform((value) => value ?? 'kraam:'),
  PAGE_CACHE_SECRET: optional.pipe(z.string().min(32).optional()),
  PAGE_CACHE_DISABLED: z.enum(['true', 'false', '1', '0', '']).default('false'),
  PAGE_CACHE_MAX_ENTRIES: count(1, 1_000_000, 2_000),
  PAGE_CACHE_MAX_BYTES: count(1_000_000, 16_000_000_000, 128 * 1024 * 1024),
  PAGE_CACHE_TTL_SECONDS: count(1, 86_400, 300),
});

export interface ServerConfig {
  port: number;
  /** Whose X-Forwarded-For this server believes: false (the socket's address), true, or "a,b". */
  trustProxy: boolean | string;
  /**
   * Null when pages are not cached: switched off, or no way for the API to reach this server
   * (neither a shared Redis nor a shared secret), which would leave changed pages stale until the TTL.
   */
  pageCache: {
    maxEntries: number;
    maxBytes: number;
    ttlMs: number;
    /** The endpoint the API calls; undefined when only Redis carries invalidations. */
    secret: string | undefined;
    redis: { url: string; keyPrefix: string } | undefined;
  } | null;
}

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.parse(env);
  const disabled = parsed.PAGE_CACHE_DISABLED === 'true' || parsed.PAGE_CACHE_DISABLED === '1';
  const redis = parsed.REDIS_URL ? { url: parsed.REDIS_URL, keyPrefix: parsed.REDIS_KEY_PREFIX } : undefined;
  const reachable = redis !== undefined || parsed.PAGE_CACHE_SECRET !== undefined;
  return {
    port: parsed.PORT,
    trustProxy: parsed.WEB_TRUST_PROXY,
    pageCache:
      disabled || !reachable
        ? null
        : {
            maxEntries: parsed.PAGE_CACHE_MAX_ENTRIES,
            maxBytes: parsed.PAGE_CACHE_MAX_BYTES,
            ttlMs: parsed.PAGE_CACHE_TTL_SECONDS * 1000,
            secret: parsed.PAGE_CACHE_SECRET,
            redis,
          },
  };
}
