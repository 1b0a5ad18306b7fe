// Finding ads (SPEC §1, §4, §5): home feeds, filtered search, suggestions, the ad page, favourites and
// recently viewed. Public lists only ever hold active ads: published, not expired, not sold, not deleted.
import { z } from 'zod';
import { RENTAL_PERIODS, TRADE_STATES, adSummarySchema } from './ads';
import { DUTCH_POSTAL_CODE_PATTERN, normalizePostalCode } from './booths';
import type { AD_FILTER_KEYS } from './constants';
import {
  CONDITIONS,
  DEFAULT_LANGUAGE,
  DELIVERY_OPTIONS,
  HOME_SORTS,
  PRICE_TYPES,
  SEARCH_MIN_EXCLUSIVE,
  SEARCH_SORTS,
} from './constants';
import { envelope, listEnvelope, noDataSchema } from './envelope';
import { parseFieldFilters } from './field-filters';
import { INT4_MAX } from './ids';
import { idParamSchema, idSchema, plainTextSchema } from './input-fields';
import { langSchema } from './lang';
import { ratingSchema } from './reviews';
import { sellerSignalsSchema } from './seller-signals';

export const AD_LIST_DEFAULT_LIMIT = 24;
export const AD_LIST_MAX_LIMIT = 60;
/**
 * The home page's first cards, smaller than a list page: the feed sits below the hero, the categories and
 * the promoted strip, and every card in the first HTML is hydrated before the page answers a tap.
 * The feed's next pages are list pages.
 */
export const HOME_FEED_FIRST_LIMIT = 8;
export const HOME_PROMOTED_LIMIT = 8;
/** The search page's first cards (/categoryAds), for the same reason; scrolling on fetches list pages. */
export const SEARCH_FIRST_LIMIT = 12;
export const SUGGESTIONS_MAX = 10;
export const RADIUS_MAX_KM = 250;
/** Totals are counted up to here; beyond it the list says "more than". */
export const TOTAL_COUNT_CAP = 1000;
export const LAST_VISITS_CAP = 50;
export const RELATED_ADS_LIMIT = 8;
/** The ad page's price history shows this many changes at most, the newest. */
export const PRICE_HISTORY_MAX_CHANGES = 20;
/** A 'was' price is the lowest of this many days before a reduction, shown as long after it (EU rule). */
export const WAS_PRICE_WINDOW_DAYS = 30;
const PC4_PATTERN = /^[1-9][0-9]{3}$/;

const lang = langSchema.default(DEFAULT_LANGUAGE);
const positiveId = idParamSchema;
const cursor = z.string().trim().max(300).optional();
const limit = z.coerce.number().int().min(1).max(AD_LIST_MAX_LIMIT).default(AD_LIST_DEFAULT_LIMIT);
/** Query-string booleans: only 'true'/'1' are true, so `photosOnly=false` means false. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();
/** A comma-separated list of enum values in one query parameter (`condition=new,asNew`). */
const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(z.enum(values)).min(1))
    .optional();

export type HomeSort = (typeof HOME_SORTS)[number];
/** GET /public/v2/Advertisement/GetAll: home feeds; `promoted=true` gives the promoted strip instead. */
export const homeFeedQuerySchema = z.object({
  lang,
  sort: z.enum(HOME_SORTS).default('trending'),
  promoted: queryFlag,
  cursor,
  limit,
});
export type HomeFeedQuery = z.infer<typeof homeFeedQuerySchema>;

export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * GET /public/v2/Advertisement/GetAllWithFilter. The same names are the /categoryAds URL's query, so a
 * result list can be shared. Prices are whole euros here. Radius needs a centre: postalCode or lat+lng.
 */
export const adFilterShape = {
  search: plainTextSchema.max(100).optional(),
  categoryId: positiveId.optional(),
  priceMin: z.coerce.number().int().min(0).optional(),
  priceMax: z.coerce.number().int().min(0).optional(),
  priceType: csvOf(PRICE_TYPES),
  condition: csvOf(CONDITIONS),
  delivery: csvOf(DELIVERY_OPTIONS),
  photosOnly: queryFlag,
  /** The category's own fields (field-filters.ts): 'bikeType:city|racing,frameSize:50..60'. */
  fields: z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const filters = parseFieldFilters(raw);
      if (filters) return filters;
      ctx.addIssue({ code: 'custom', message: 'INVALID' });
      return z.NEVER;
    })
    .optional(),
  boothId: positiveId.optional(),
  provinceId: positiveId.optional(),
  cityId: positiveId.optional(),
  /** A full postal code ('1234 AB') or only its four digits ('1234'): radius searches use the PC4 area. */
  postalCode: z
    .string()
    .trim()
    .refine((value) => PC4_PATTERN.test(value) || DUTCH_POSTAL_CODE_PATTERN.test(value), {
      message: 'INVALID',
    })
    .transform((value) => (PC4_PATTERN.test(value) ? value : normalizePostalCode(value)))
    .optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().int().min(1).max(RADIUS_MAX_KM).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
} satisfies Record<(typeof AD_FILTER_KEYS)[number], z.ZodType>;
export const adFilterQuerySchema = z
  .object({ ...adFilterShape, lang, cursor, limit })
  .superRefine((query, ctx) => {
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'INVALID' });
    if ((query.lat === undefined) !== (query.lng === undefined))
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lng'], message: 'REQUIRED' });
    const hasCentre = query.postalCode !== undefined || query.lat !== undefined;
    if (query.radiusKm !== undefined && !hasCentre)
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'REQUIRED' });
    if (query.sort === 'nearest' && !hasCentre)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'INVALID' });
  });
export type AdFilterQuery = z.infer<typeof adFilterQuerySchema>;

/** `total` is exact up to TOTAL_COUNT_CAP; `totalCapped` says the real number is larger. */
export const adListSchema = z.array(adSummarySchema);
export const adListResponseSchema = listEnvelope(adSummarySchema).extend({
  totalCapped: z.boolean().optional(),
});
export type AdListResponse = z.infer<typeof adListResponseSchema>;

// Suggestions (GET /public/v2/Search/Get?searchTerm=): only for terms longer than 2 characters.
export const searchSuggestionQuerySchema = z.object({
  lang,
  searchTerm: plainTextSchema
    .max(100)
    .refine((term) => term.length > SEARCH_MIN_EXCLUSIVE, { message: 'SEARCH_TOO_SHORT' }),
});
export const searchSuggestionSchema = z.object({
  /** 'booth' for a booth; 'ad' for an ad. */
  from: z.enum(['booth', 'ad']),
  id: z.number().int(),
  title: z.string(),
  galleryId: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionListSchema = z.array(searchSuggestionSchema).max(SUGGESTIONS_MAX);
export const searchSuggestionsResponseSchema = envelope(searchSuggestionListSchema);

// The ad page (GET /public/v2/Advertisement/Get?id=). `list` is the query string of the list the visitor
// came from (the /categoryAds filters, or `sort=` of a home feed); previousId/nextId are its neighbours.
// Reading it records nothing: the page, once shown in a browser, sends the view beacon below.
export const adDetailQuerySchema = z.object({
  id: positiveId,
  lang,
  list: z.string().max(1000).optional(),
});
/**
 * POST /public/v2/Advertisement/View: the shown ad page's beacon. Counts one view per visitor per ad per
 * hour (buffered) and, for a signed-in visitor, records the visit in their recently viewed list.
 */
export const adViewBodySchema = z.object({ advertisementId: idSchema });
export const adViewResponseSchema = envelope(noDataSchema);
export const adFieldValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Already in words: the select option's label, 'Ja'/'Yes', or the number with its unit. */
  value: z.string(),
});
/** One price an ad had, from `at` until the next point (docs/decisions/0040-price-history.md). */
export const pricePointSchema = z.object({
  at: z.string(),
  priceType: z.enum(PRICE_TYPES),
  priceCents: z.number().int().nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;
export const adDetailSchema = adSummarySchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  /** File ids, main image first. */
  imageIds: z.array(z.string()),
  fields: z.array(adFieldValueSchema),
  categoryPath: z.array(z.object({ id: z.number().int(), title: z.string() })),
  booth: z.object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    logoId: z.string().nullable(),
    memberSince: z.string(),
    /** The booth owner's reviews' average and count (reviews.ts). */
    rating: ratingSchema,
    signals: sellerSignalsSchema,
  }),
  /**
   * Whether the seller gave a phone number. The number itself is never in this public answer: a signed-in
   * visitor asks for it with RevealPhone (docs/decisions/0032-phone-numbers-for-signed-in-users.md).
   */
  hasPhone: z.boolean(),
  location: z.object({
    countryName: z.string().nullable(),
    provinceName: z.string().nullable(),
    cityName: z.string().nullable(),
    /** The next three are null when the seller keeps the location hidden. */
    postalCode: z.string().nullable(),
    street: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** False: the coordinates are the city's centre, not the seller's pin. */
    precise: z.boolean(),
  }),
  tradeState: z.enum(TRADE_STATES),
  rentalPeriod: z.enum(RENTAL_PERIODS).nullable(),
  validUntil: z.string().nullable(),
  viewCount: z.number().int(),
  favoriteCount: z.number().int(),
  /** For a logged-in visitor: whether it is on their wish list. */
  isFavorite: z.boolean(),
  related: z.array(adSummarySchema).max(RELATED_ADS_LIMIT),
  /**
   * Oldest first: the price it was published at (when within the newest changes) and each change since;
   * empty while the price never changed.
   */
  priceHistory: z.array(pricePointSchema).max(PRICE_HISTORY_MAX_CHANGES + 1),
  /**
   * After a reduction in the last WAS_PRICE_WINDOW_DAYS days: the lowest price of the same type in the
   * WAS_PRICE_WINDOW_DAYS days before it, when that is above today's; else null.
   */
  wasPriceCents: z.number().int().nullable(),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type AdDetail = z.infer<typeof adDetailSchema>;
export const adDetailResponseSchema = envelope(adDetailSchema);

/**
 * POST /exhibitor/v2/Advertisement/RevealPhone: the seller's number of an active ad, for a signed-in user,
 * PHONE_REVEALS_PER_DAY different ads at most (constants.ts).
 */
export const phoneRevealBodySchema = z.object({ advertisementId: idSchema });
export const phoneRevealSchema = z.object({
  /** E.164 ('+31612345678'). */
  phone: z.string(),
});
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;
export const phoneRevealResponseSchema = envelope(phoneRevealSchema);

// Favourites: POST /public/v2/Advertisement/Like toggles; the lists are the caller's own.
export const likeBodySchema = z.object({
  advertisementId: idSchema,
  /** true only adds, false only removes (both idempotent, e.g. a save finished after login); absent toggles. */
  liked: z.boolean().optional(),
});
export const likeResultSchema = z.object({
  advertisementId: z.number().int(),
  liked: z.boolean(),
  favoriteCount: z.number().int(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;
export const likeResponseSchema = envelope(likeResultSchema);
export const ownListQuerySchema = z.object({ lang, cursor, limit });
export type OwnListQuery = z.infer<typeof ownListQuerySchema>;

// Sitemap (GET /public/v2/Sitemap/GetAll): what /sitemap.xml lists, one kind and page at a time.
export const SITEMAP_PAGE_SIZE = 10_000;
/** Page p holds ids p·size+1 … (p+1)·size; no page starts beyond the largest id. */
export const SITEMAP_MAX_PAGE = Math.floor(INT4_MAX / SITEMAP_PAGE_SIZE);
export const SITEMAP_KINDS = ['categories', 'booths', 'ads'] as const;
export const sitemapQuerySchema = z.object({
  kind: z.enum(SITEMAP_KINDS),
  page: z.coerce.number().int().min(0).max(SITEMAP_MAX_PAGE).default(0),
});
export const sitemapEntrySchema = z.object({ id: z.number().int(), updatedAt: z.string() });
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
export const sitemapPageSchema = z.object({ entries: z.array(sitemapEntrySchema), pages: z.number().int() });
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
export const sitemapResponseSchema = envelope(sitemapPageSchema);
