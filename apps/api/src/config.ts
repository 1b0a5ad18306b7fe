// The API's whole configuration: every environment variable, parsed once by one zod schema.
// Nothing else in the API reads process.env; everything receives a typed Config.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REVIEW_MIN_AGE_HOURS_DEFAULT } from '@kraam/shared/reviews';
import { trustProxySchema } from '@kraam/shared/trust-proxy';
import { readOrCreateSecretFile } from './data-dir';

/** npm runs workspace scripts with cwd=apps/api, so the repo root comes from this file's location. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const JWT_SECRET_FILE = 'jwt-secret';
/** The web push key pair generated when VAPID_* are unset (notifications/push/vapid-keys.ts). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';
/** What DATA_DIR holds besides the database and the files that a backup must keep. */
export const SECRET_FILES = [JWT_SECRET_FILE, VAPID_KEYS_FILE] as const;
const MIN_SECRET_LENGTH = 32;
/**
 * PostgreSQL's default of 128MB held too little of 200,000 ads (a 257 MB table): varied searches evicted
 * each other's pages, and a page PGlite reads again costs a copy through its JavaScript file system
 * (bench/RESULTS.md). About 200 MB more memory from the start.
 */
const PGLITE_SHARED_BUFFERS = '256MB';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const base64UrlKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{40,100}$/)
  .optional();

const misuseNumber = optionalText.pipe(z.coerce.number<string>().int().min(1).max(3650).optional());

const envSchema = z.object({
  API_PORT: port.default(4000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl.optional(),
  DATABASE_READ_URL: optionalUrl.optional(),
  PGLITE_SHARED_BUFFERS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/)
      .optional(),
  ),
  REDIS_URL: optionalUrl.optional(),
  REDIS_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .max(100)
      .regex(/^[\w:.-]+$/)
      .optional(),
  ),
  SMTP_URL: optionalUrl.optional(),
  JWT_SECRET: optionalText.pipe(z.string().min(MIN_SECRET_LENGTH).optional()),
  PUBLIC_WEB_URL: optionalUrl.optional(),
  PUBLIC_API_URL: optionalUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: trustProxySchema,
  SEARCH_RATE_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(1_000_000).optional()),
  // Misuse (Digital Services Act, Art. 23): see MisuseSettings.
  MISUSE_WINDOW_DAYS: misuseNumber,
  MISUSE_UNFOUNDED_WARN_AT: misuseNumber,
  MISUSE_UNFOUNDED_STOP_AT: misuseNumber,
  MISUSE_NOTICE_STOP_DAYS: misuseNumber,
  MISUSE_REMOVALS_WARN_AT: misuseNumber,
  MISUSE_REMOVALS_SUSPEND_AT: misuseNumber,
  MISUSE_SUSPEND_DAYS: misuseNumber,
  REVIEW_MIN_AGE_HOURS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(720).optional()),
  JOBS: z
    .enum(['on', 'off', ''])
    .default('on')
    .transform((value) => value !== 'off'),
  CACHE_DISABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  CACHE_MAX_BYTES: optionalText.pipe(
    z.coerce.number<string>().int().min(1_000_000).max(16_000_000_000).optional(),
  ),
  API_DOCS: z.enum(['true', 'false', '1', '0', '']).optional(),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  INTERNAL_WEB_URL: optionalUrl.optional(),
  PAGE_CACHE_SECRET: optionalText.pipe(z.string().min(MIN_SECRET_LENGTH).optional()),
  VAPID_PUBLIC_KEY: optionalText.pipe(base64UrlKey),
  VAPID_PRIVATE_KEY: optionalText.pipe(base64UrlKey),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional(),
  ),
  PUSH_SERVICE_ORIGINS: optionalText,
});

export interface Config {
  apiPort: number;
  apiHost: string;
  webPort: number;
  /** Absolute; holds db/, files/ and jwt-secret. */
  dataDir: string;
  /** PostgreSQL when set, else the embedded PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for public reads (docs/decisions/0050-reads-from-a-replica.md). */
  databaseReadUrl: string | undefined;
  /** The embedded PGlite's buffer pool, as PostgreSQL's shared_buffers ('256MB'). */
  pgliteSharedBuffers: string;
  redisUrl: string | undefined;
  /** Starts every Redis key and channel, so environments (and test runs) can share one server. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  jwtSecret: string;
  /** Origin of the web app: the one CORS origin allowed with credentials. */
  publicWebUrl: string;
  publicApiUrl: string;
  misuse: MisuseSettings;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /**
   * Whose X-Forwarded-For names the client (packages/shared trust-proxy.ts): false, true (every hop), or the
   * addresses of the web server and reverse proxies; otherwise clients could spoof their address.
   */
  trustProxy: boolean | string;
  /** Calls per minute and client address on each public search and list call; 0 turns the limit off. */
  searchRateLimit: number;
  /**
   * This instance works and schedules background jobs (alert digests, reminders); off in the API's
   * unit tests, which run a job's work directly or switch the queue on.
   */
  jobs: boolean;
  /** Without a marked sale, a conversation can be reviewed this many hours after it began (decision 0047). */
  reviewMinAgeHours: number;
  /** Every public read goes to the database (to measure what the cache saves). */
  cacheDisabled: boolean;
  /** Bound of the in-process cache (without REDIS_URL). */
  cacheMaxBytes: number;
  /** The OpenAPI UI and document at /docs: on by default, off by default in production. */
  apiDocs: boolean;
  /** Bearer token that opens /metrics to any address; unset: only direct requests from this machine. */
  metricsToken: string | undefined;
  /** The web server as this process reaches it, to drop cached guest pages (without REDIS_URL). */
  internalWebUrl: string | undefined;
  /** Shared with the web server: proves an invalidation comes from the API. */
  pageCacheSecret: string | undefined;
  webPush: WebPushSettings;
}

/** Web push (decision 0044). */
export interface WebPushSettings {
  /** Both set, or both unset and generated once into DATA_DIR/vapid-keys.json. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Whom a push service contacts about our pushes: a mailto: or https: URL. */
  subject: string;
  /**
   * Origins a subscription's endpoint may have besides the browsers' own push services (a local push
   * service in tests): the API posts to these addresses, so anything else is refused.
   */
  extraServiceOrigins: string[];
}

/** Thrown with every invalid variable listed, so a bad .env is fixed in one go. */
export class ConfigError extends Error {}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** A generated secret survives restarts (tokens stay valid) without anyone having to set one. */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const secret = readOrCreateSecretFile(dataDir, JWT_SECRET_FILE, () =>
    randomBytes(48).toString('base64url'),
  ).trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/**
 * Misuse (Digital Services Act, Art. 23), counted over the last `windowDays`: a reporter whose notices were
 * found manifestly unfounded `unfoundedWarnAt` times is warned, at `unfoundedStopAt` their notices are not
 * taken for `noticeStopDays`; a user whose content was removed `removalsWarnAt` times is warned, at
 * `removalsSuspendAt` suspended for `suspendDays`. Each step comes with a statement by mail.
 */
export interface MisuseSettings {
  windowDays: number;
  unfoundedWarnAt: number;
  unfoundedStopAt: number;
  noticeStopDays: number;
  removalsWarnAt: number;
  removalsSuspendAt: number;
  suspendDays: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  if ((vars.VAPID_PUBLIC_KEY === undefined) !== (vars.VAPID_PRIVATE_KEY === undefined))
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (vars.DATABASE_READ_URL !== undefined && vars.DATABASE_URL === undefined)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: a replica of a PostgreSQL DATABASE_URL, which is not set',
    );
  const extraServiceOrigins = (vars.PUSH_SERVICE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry);
      if (!url || !['http:', 'https:'].includes(url.protocol))
        throw new ConfigError(`Invalid configuration:\n  PUSH_SERVICE_ORIGINS: ${entry} is not an origin`);
      return url.origin;
    });
  const dataDir = path.resolve(REPO_ROOT, vars.DATA_DIR ?? 'data');
  const publicWebUrl = withoutTrailingSlash(vars.PUBLIC_WEB_URL ?? `http://localhost:${vars.PORT}`);
  return {
    apiPort: vars.API_PORT,
    apiHost: vars.API_HOST,
    webPort: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databaseReadUrl: vars.DATABASE_READ_URL,
    pgliteSharedBuffers: vars.PGLITE_SHARED_BUFFERS ?? PGLITE_SHARED_BUFFERS,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? 'kraam:',
    smtpUrl: vars.SMTP_URL,
    jwtSecret: vars.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    publicWebUrl,
    publicApiUrl: withoutTrailingSlash(vars.PUBLIC_API_URL ?? `http://localhost:${vars.API_PORT}`),
    logLevel: vars.LOG_LEVEL,
    nodeEnv: vars.NODE_ENV,
    trustProxy: vars.TRUST_PROXY,
    searchRateLimit: vars.SEARCH_RATE_LIMIT ?? 120,
    jobs: vars.JOBS,
    reviewMinAgeHours: vars.REVIEW_MIN_AGE_HOURS ?? REVIEW_MIN_AGE_HOURS_DEFAULT,
    cacheDisabled: vars.CACHE_DISABLED,
    cacheMaxBytes: vars.CACHE_MAX_BYTES ?? 64 * 1024 * 1024,
    apiDocs:
      vars.API_DOCS === undefined || vars.API_DOCS === ''
        ? vars.NODE_ENV !== 'production'
        : vars.API_DOCS === 'true' || vars.API_DOCS === '1',
    metricsToken: vars.METRICS_TOKEN,
    internalWebUrl: vars.INTERNAL_WEB_URL && withoutTrailingSlash(vars.INTERNAL_WEB_URL),
    pageCacheSecret: vars.PAGE_CACHE_SECRET,
    webPush: {
      vapidKeys:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
          ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
          : undefined,
      subject:
        vars.VAPID_SUBJECT ??
        (publicWebUrl.startsWith('https://')
          ? publicWebUrl
          : `mailto:no-reply@${new URL(publicWebUrl).hostname}`),
      extraServiceOrigins,
    },
    misuse: {
      windowDays: vars.MISUSE_WINDOW_DAYS ?? 180,
      unfoundedWarnAt: vars.MISUSE_UNFOUNDED_WARN_AT ?? 3,
      unfoundedStopAt: vars.MISUSE_UNFOUNDED_STOP_AT ?? 5,
      noticeStopDays: vars.MISUSE_NOTICE_STOP_DAYS ?? 30,
      removalsWarnAt: vars.MISUSE_REMOVALS_WARN_AT ?? 2,
      removalsSuspendAt: vars.MISUSE_REMOVALS_SUSPEND_AT ?? 3,
      suspendDays: vars.MISUSE_SUSPEND_DAYS ?? 14,
    },
  };
}
