// Ads as a seller manages them (SPEC §3, §5): /exhibitor/v2/Advertisement/{Delete,GetAll,Get}, the card
// every list shows, the category's own fields, bulk actions and the home promotion. The Insert and Edit
// bodies are in ad-body.ts, apart, because their phone check carries metadata only the ad form needs.
// Refinement messages are field-message keys.
import { z } from 'zod';
import { CONDITIONS, DEFAULT_LANGUAGE, DELIVERY_OPTIONS, PRICE_TYPES, SELLER_TYPES } from './constants';
import { envelope, listEnvelope } from './envelope';
import { isStorableText, idParamSchema, idSchema, plainTextSchema } from './input-fields';
import { langSchema } from './lang';

export const AD_TITLE_MAX_LENGTH = 120;
export const AD_MAX_TAGS = 10;
export const AD_TAG_MAX_LENGTH = 30;
/** Largest price a seller may ask: ten million euros, in cents. */
export const AD_MAX_PRICE_CENTS = 1_000_000_000;
/** An ad can be renewed from this many days before it expires (docs/decisions/0006-ad-lifecycle.md). */
export const RENEW_WINDOW_DAYS = 3;
/** What the demo payment provider charges for the 3-day home promotion. */
export const PROMOTION_PRICE_CENTS = 495;
export const OWN_ADS_DEFAULT_LIMIT = 20;
export const OWN_ADS_MAX_LIMIT = 50;
export const MULTI_EDIT_MAX_ADS = 100;

export type PriceType = (typeof PRICE_TYPES)[number];
/** Price types that need an amount; the others must not carry one. */
export const PRICE_TYPES_WITH_AMOUNT: readonly PriceType[] = [
  'startPrice',
  'suggestion',
  'rental',
  'deposit',
];
export const priceTypeNeedsAmount = (type: PriceType): boolean => PRICE_TYPES_WITH_AMOUNT.includes(type);

export const RENTAL_PERIODS = ['day', 'week', 'month'] as const;
export type RentalPeriod = (typeof RENTAL_PERIODS)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Delivery = (typeof DELIVERY_OPTIONS)[number];
export const TRADE_STATES = ['available', 'reserved', 'sold'] as const;
export type TradeState = (typeof TRADE_STATES)[number];
export const AD_STATUSES = ['draft', 'published', 'inactive', 'deleted', 'removed'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

const id = idSchema;

/** Values of the category's own fields, by field key; checked against GetFields on the server. */
export const fieldValuesSchema = z.record(
  z.string().max(40).refine(isStorableText, { message: 'INVALID_CHARACTERS' }),
  z.union([plainTextSchema.max(200), z.number().finite(), z.boolean()]),
);
export type FieldValues = z.infer<typeof fieldValuesSchema>;

export const adIdQuerySchema = z.object({ id: idParamSchema });
export const adIdLangQuerySchema = adIdQuerySchema.extend({ lang: langSchema.default(DEFAULT_LANGUAGE) });

/** A card in any list of ads (home, search, booth, favourites, my ads). */
export const adSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priceType: z.enum(PRICE_TYPES),
  priceCents: z.number().int().nullable(),
  rentalPeriod: z.enum(RENTAL_PERIODS).nullable(),
  condition: z.enum(CONDITIONS).nullable(),
  delivery: z.enum(DELIVERY_OPTIONS),
  /** The main image's file id, null without photos. */
  galleryId: z.string().nullable(),
  imageCount: z.number().int(),
  cityName: z.string().nullable(),
  provinceName: z.string().nullable(),
  boothId: z.number().int(),
  boothName: z.string(),
  /** The booth's seller type: every card says whether consumer law applies to the purchase. */
  sellerType: z.enum(SELLER_TYPES),
  categoryId: z.number().int(),
  tradeState: z.enum(TRADE_STATES),
  /** Promoted on the home page right now. */
  promoted: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Only in searches around a point. */
  distanceKm: z.number().nullable().optional(),
});
export type AdSummary = z.infer<typeof adSummarySchema>;

/** A row in My ads: the card plus its lifecycle and counters. */
export const ownAdSchema = adSummarySchema.extend({
  status: z.enum(AD_STATUSES),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  promotedUntil: z.string().nullable(),
  isPaid: z.boolean(),
  transactionId: z.string().nullable(),
  viewCount: z.number().int(),
  favoriteCount: z.number().int(),
  expired: z.boolean(),
  /** Inside the renew window, expired or deactivated. */
  canRenew: z.boolean(),
});
export type OwnAd = z.infer<typeof ownAdSchema>;

export const OWN_AD_TABS = ['published', 'paid', 'expired'] as const;
export type OwnAdTab = (typeof OWN_AD_TABS)[number];
export const ownAdsQuerySchema = z.object({
  /** published: live now; paid: ever promoted; expired: past valid_until or deactivated. */
  tab: z.enum(OWN_AD_TABS).default('published'),
  lang: langSchema.default(DEFAULT_LANGUAGE),
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OWN_ADS_MAX_LIMIT).default(OWN_ADS_DEFAULT_LIMIT),
});
export type OwnAdsQuery = z.infer<typeof ownAdsQuerySchema>;
export const ownAdListSchema = z.array(ownAdSchema);
export const ownAdsResponseSchema = listEnvelope(ownAdSchema);
export type OwnAdsResponse = z.infer<typeof ownAdsResponseSchema>;

/** GET /exhibitor/v2/Advertisement/Get: one own ad as the edit form needs it. */
export const ownAdDetailSchema = ownAdSchema.extend({
  description: z.string(),
  tags: z.array(z.string()),
  fieldValues: fieldValuesSchema,
  phone: z.string().nullable(),
  location: z.object({
    countryId: z.number().int().nullable(),
    provinceId: z.number().int().nullable(),
    cityId: z.number().int().nullable(),
    regionId: z.number().int().nullable(),
    postalCode: z.string().nullable(),
    street: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    showLocation: z.boolean(),
  }),
  /** File ids, main image first. */
  imageIds: z.array(z.string()),
});
export type OwnAdDetail = z.infer<typeof ownAdDetailSchema>;
export const ownAdResponseSchema = envelope(ownAdDetailSchema);

export const adDeleteQuerySchema = adIdQuerySchema;

// Category fields (GET /exhibitor/v2/Category/GetFields?categoryId=&lang=).
export const CATEGORY_FIELD_TYPES = ['text', 'number', 'select', 'boolean'] as const;
export const categoryFieldSchema = z.object({
  key: z.string(),
  type: z.enum(CATEGORY_FIELD_TYPES),
  label: z.string(),
  unit: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
});
export type CategoryField = z.infer<typeof categoryFieldSchema>;
export const categoryFieldsQuerySchema = z.object({
  categoryId: idParamSchema,
  lang: langSchema.default(DEFAULT_LANGUAGE),
});
export const categoryFieldListSchema = z.array(categoryFieldSchema);
export const categoryFieldsResponseSchema = envelope(categoryFieldListSchema);

// Bulk actions (POST /exhibitor/v2/AdvertisementData/MultiEdit).
export const MULTI_EDIT_ACTIONS = [
  'renew',
  'deactivate',
  'delete',
  'markReserved',
  'markSold',
  'markAvailable',
] as const;
export type MultiEditAction = (typeof MULTI_EDIT_ACTIONS)[number];
export const multiEditBodySchema = z.object({
  advertisementIds: z.array(id).min(1).max(MULTI_EDIT_MAX_ADS),
  action: z.enum(MULTI_EDIT_ACTIONS),
});
export type MultiEditBody = z.infer<typeof multiEditBodySchema>;
/** skipped: own ads the action does not apply to (renewing an ad far from expiry, say), with a field key why. */
export const multiEditResultSchema = z.object({
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type MultiEditResult = z.infer<typeof multiEditResultSchema>;
export const multiEditResponseSchema = envelope(multiEditResultSchema);

// Home promotion (POST /exhibitor/v2/Advertisement/Promote) through a payment provider.
export const PAYMENT_PROVIDERS = ['demo'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const promoteBodySchema = z.object({ advertisementId: id, provider: z.enum(PAYMENT_PROVIDERS) });
export const promotionSchema = z.object({
  advertisementId: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  transactionId: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  promotedUntil: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionResponseSchema = envelope(promotionSchema);
