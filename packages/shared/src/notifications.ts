// The notification centre and saved searches: every alert (a saved search's new match, a favourite's price
// drop or sale, an own ad about to expire, a moderation outcome) becomes one notification row through one
// module; the centre lists them and the hub pushes each new one to every open tab of its user.
import { z } from 'zod';
import { adFilterShape } from './browse';
import { envelope, listEnvelope, noDataSchema } from './envelope';
import { idParamSchema, idSchema, isStorableText, plainTextSchema } from './input-fields';
import type { Lang } from './lang';
import { langSchema } from './lang';

export const NOTIFICATION_KINDS = [
  'savedSearchMatch',
  'priceDrop',
  'favouriteReserved',
  'favouriteSold',
  'favouriteRemoved',
  'adExpiring',
  'moderationDecision',
  'appealOutcome',
  'system',
  // Bids (bids.ts): to the seller a new bid; to a bidder theirs accepted or declined, another accepted, or
  // the bidding ended (the ad sold, removed or no longer taking bids). `priceCents` is the bid.
  'bidPlaced',
  'bidAccepted',
  'bidDeclined',
  'bidLost',
  'bidEnded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** Notifications older than this are deleted by the sweep. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
export const NOTIFICATION_READ_IDS_MAX = 100;

/**
 * What a notification is about, as stored when it was made (the ad's title and price of that moment).
 * The web words it in the reader's language from `kind` and these fields; `null` where a kind has none.
 */
export const notificationSubjectSchema = z.object({
  advertisementId: z.number().int().nullable(),
  title: z.string().nullable(),
  imageId: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  previousPriceCents: z.number().int().nullable(),
  savedSearchId: z.number().int().nullable(),
  savedSearchName: z.string().nullable(),
  /** The saved search's query string, to open its results. */
  savedSearchQuery: z.string().nullable(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject: notificationSubjectSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The web pages of the centre and of the saved searches. */
export const NOTIFICATIONS_PAGE = '/dashboard/notifications';
export const SAVED_SEARCHES_PAGE = '/dashboard/savedSearches';

const adPage = (id: number) => `/ads/${id}`;

/**
 * The web page a notification leads to (its link in the centre, its push's click): the ad, the search's
 * results, the decisions page; null for plain news.
 */
export function notificationTarget({ kind, subject }: Pick<Notification, 'kind' | 'subject'>): string | null {
  switch (kind) {
    case 'savedSearchMatch':
      if (subject.advertisementId !== null) return adPage(subject.advertisementId);
      return subject.savedSearchQuery !== null
        ? `/categoryAds?${subject.savedSearchQuery}`
        : SAVED_SEARCHES_PAGE;
    case 'priceDrop':
    case 'favouriteReserved':
    case 'adExpiring':
    case 'bidPlaced':
    case 'bidAccepted':
    case 'bidDeclined':
    case 'bidLost':
    case 'bidEnded':
      return subject.advertisementId !== null ? adPage(subject.advertisementId) : null;
    case 'favouriteSold':
    case 'favouriteRemoved':
      // A sold or removed ad's page only says it is gone; the favourites show what is left.
      return '/dashboard/favorites';
    case 'moderationDecision':
    case 'appealOutcome':
      return '/dashboard/statements';
    case 'system':
      return null;
  }
}

/** GET /exhibitor/v2/Notification/GetAll: newest first, keyset-paged. */
export const notificationListQuerySchema = z.object({
  lang: langSchema.optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
});
export const notificationListResponseSchema = listEnvelope(notificationSchema).extend({
  unreadTotal: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /exhibitor/v2/Notification/Read: `{ids}` marks those of the caller read, `{all: true}` all. */
export const notificationReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(NOTIFICATION_READ_IDS_MAX) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationReadBody = z.infer<typeof notificationReadBodySchema>;
export const notificationReadResponseSchema = envelope(z.object({ unreadTotal: z.number().int() }));

/** The hub's push of a new notification (and of the count after a read elsewhere). */
export const HUB_NOTIFICATION_METHOD = 'Notification';
export const notificationPushSchema = z.object({
  notification: notificationSchema.nullable(),
  unreadTotal: z.number().int().nonnegative(),
});
export type NotificationPush = z.infer<typeof notificationPushSchema>;

// Web push: a browser's subscription (PushSubscription.toJSON()) per device; the notifications and chat
// messages of a user without an open tab reach it through the browser's push service.
/** A push service's endpoint URL; FCM's are about 180 characters. */
export const PUSH_ENDPOINT_MAX = 1000;
/** What a browser names as its push service: an http(s) address (one with a NUL in it is no address). */
const pushEndpointSchema = z
  .url({ protocol: /^https?$/ })
  .max(PUSH_ENDPOINT_MAX)
  .refine(isStorableText, { message: 'INVALID_CHARACTERS' });
const base64Url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url(200), auth: base64Url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
/** DELETE /exhibitor/v2/PushSubscription/Delete?endpoint= */
export const pushSubscriptionDeleteQuerySchema = z.object({
  endpoint: pushEndpointSchema,
});
export const pushPublicKeyResponseSchema = envelope(z.object({ publicKey: z.string() }));
export const pushSubscriptionResponseSchema = envelope(noDataSchema);

/** What the service worker shows; `tag` replaces an earlier notification of the same thing. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app, opened when the notification is clicked. */
  path: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

// Saved searches.
export const SAVED_SEARCH_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_QUERY_MAX = 1000;
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** The frequencies that send anything: what a paused search goes back to. */
export const SAVED_SEARCH_RUNNING_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
/** At most one alert mail per search in this window; later matches join the next mail. */
export const SAVED_SEARCH_MAIL_GAP_MINUTES = 15;
/** A digest (or a mail of matches the gap held back) lists at most this many ads, then links to all. */
export const DIGEST_MAX_ADS = 20;

/** The search page's filters a saved search keeps: everything but the sort (and paging and language). */
const { sort: _sort, ...savedFilterShape } = adFilterShape;
export const savedSearchFiltersSchema = z.object(savedFilterShape);
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;
/** The query-string keys a saved search keeps, in the order its normalised query string lists them. */
export const SAVED_SEARCH_KEYS = Object.keys(savedFilterShape) as (keyof typeof savedFilterShape)[];

/**
 * The search page's query string as a saved search keeps it: only the filter keys, each once, in a fixed
 * order, empty values dropped; so two saves of the same search compare equal.
 */
export function normaliseSavedQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept = new URLSearchParams();
  for (const key of SAVED_SEARCH_KEYS) {
    const value = params.get(key)?.trim();
    if (value) kept.set(key, value);
  }
  return kept.toString();
}

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES);
const name = plainTextSchema.min(1).max(SAVED_SEARCH_NAME_MAX);

/** POST /exhibitor/v2/SavedSearch/Insert. `query` is the search page's own query string. */
export const savedSearchInsertBodySchema = z.object({
  query: z.string().max(SAVED_SEARCH_QUERY_MAX),
  name: name.optional(),
  frequency: frequency.default('instant'),
  email: z.boolean().default(true),
  push: z.boolean().default(false),
});
export type SavedSearchInsertBody = z.infer<typeof savedSearchInsertBodySchema>;

/** PUT /exhibitor/v2/SavedSearch/Edit: what is given changes. */
export const savedSearchEditBodySchema = z.object({
  id: idSchema,
  name: name.optional(),
  frequency: frequency.optional(),
  email: z.boolean().optional(),
  push: z.boolean().optional(),
});
export type SavedSearchEditBody = z.infer<typeof savedSearchEditBodySchema>;

/** DELETE /exhibitor/v2/SavedSearch/Delete?id= */
export const savedSearchDeleteQuerySchema = z.object({ id: idParamSchema });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The normalised query string: `/categoryAds?<query>` opens its results. */
  query: z.string(),
  frequency: frequency,
  /** For a paused search ('off'): the frequency resuming brings back; null otherwise. */
  resumeFrequency: z.enum(SAVED_SEARCH_RUNNING_FREQUENCIES).nullable(),
  email: z.boolean(),
  push: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponseSchema = envelope(savedSearchSchema);
export const savedSearchListResponseSchema = envelope(z.array(savedSearchSchema));
export const savedSearchDeleteResponseSchema = envelope(noDataSchema);

/** What a saved search's default name is built from; the server fills in the category's title. */
export interface SavedSearchNameParts {
  search?: string;
  categoryTitle?: string;
  postalCode?: string;
  radiusKm?: number;
  priceMin?: number;
  priceMax?: number;
}

const NAME_WORDS: Record<Lang, { all: string; from: string; upTo: string }> = {
  nl: { all: 'Alle advertenties', from: 'vanaf', upTo: 'tot' },
  en: { all: 'All ads', from: 'from', upTo: 'up to' },
};

/** 'fiets · Fietsen · 3500 + 10 km · tot € 150', in the saver's language, cut to the name's length. */
export function savedSearchName(parts: SavedSearchNameParts, lang: Lang): string {
  const words = NAME_WORDS[lang];
  const pieces: string[] = [];
  if (parts.search) pieces.push(parts.search);
  if (parts.categoryTitle) pieces.push(parts.categoryTitle);
  if (parts.postalCode)
    pieces.push(parts.radiusKm ? `${parts.postalCode} + ${parts.radiusKm} km` : parts.postalCode);
  if (parts.priceMin !== undefined && parts.priceMax !== undefined)
    pieces.push(`€ ${parts.priceMin}–${parts.priceMax}`);
  else if (parts.priceMax !== undefined) pieces.push(`${words.upTo} € ${parts.priceMax}`);
  else if (parts.priceMin !== undefined) pieces.push(`${words.from} € ${parts.priceMin}`);
  const joined = pieces.length > 0 ? pieces.join(' · ') : words.all;
  return joined.length <= SAVED_SEARCH_NAME_MAX ? joined : `${joined.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}

/** POST (RFC 8058 one-click, or the web page's confirmation) and GET of API_PATHS.alertUnsubscribe. */
export const alertUnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
/** A mail client posts the form `List-Unsubscribe=One-Click`; the web page may post `{}`. */
export const alertUnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });
export const alertUnsubscribeResponseSchema = envelope(noDataSchema);
