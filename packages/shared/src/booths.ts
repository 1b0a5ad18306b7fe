// Booths (SPEC §3, §7): one per user. /exhibitor/v2/Booth/{Get,Insert,Edit} for the owner,
// /public/v2/Booth/{Get,GetAll} for everyone. Refinements carry field-message keys. The Insert and Edit
// body is in booth-body.ts, apart, because its phone check carries metadata only the booth form needs.
import { z } from 'zod';
import type { BOOTH_SOCIAL_NETWORKS } from './constants';
import { SELLER_TYPES } from './constants';
import { envelope, listEnvelope } from './envelope';
import { idParamSchema, plainTextSchema } from './input-fields';
import { ratingSchema } from './reviews';
import { sellerSignalsSchema } from './seller-signals';

export const BOOTH_NAME_MIN_LENGTH = 2;
export const BOOTH_NAME_MAX_LENGTH = 80;
export const BOOTH_TITLE_MAX_LENGTH = 120;
export const BOOTH_DESCRIPTION_MAX_LENGTH = 2000;
export const BOOTH_LIST_DEFAULT_LIMIT = 20;
export const BOOTH_LIST_MAX_LIMIT = 50;

/** Dutch postal code: four digits (not starting with 0), optional space, two letters: '1234 AB'. */
export const DUTCH_POSTAL_CODE_PATTERN = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

/** Written as '1234 AB' whatever the spacing and case of the input. */
export const normalizePostalCode = (value: string): string =>
  `${value.slice(0, 4)} ${value.slice(-2).toUpperCase()}`;

/** An absolute http(s) address. */
export const httpUrlSchema = plainTextSchema
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'INVALID' }));

/** Private person or trader; every booth opened before seller types existed is private. */
export type SellerType = (typeof SELLER_TYPES)[number];

/** A KvK number (Dutch Chamber of Commerce): exactly eight digits. */
export const KVK_NUMBER_PATTERN = /^[0-9]{8}$/;
export const COMPANY_NAME_MAX_LENGTH = 160;

export type BoothSocialNetwork = (typeof BOOTH_SOCIAL_NETWORKS)[number];

export const boothSocialLinksSchema = z.strictObject({
  facebook: httpUrlSchema.optional(),
  instagram: httpUrlSchema.optional(),
  x: httpUrlSchema.optional(),
  linkedin: httpUrlSchema.optional(),
  youtube: httpUrlSchema.optional(),
});
export type BoothSocialLinks = z.infer<typeof boothSocialLinksSchema>;

export const boothSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  logoId: z.string().nullable(),
  bannerId: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  sellerType: z.enum(SELLER_TYPES),
  /**
   * A trader's legal notice beside the email and address above; null for a private booth, which keeps
   * none of them (docs/decisions/0038-seller-type.md).
   */
  companyName: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  /** E.164 ('+31612345678'). */
  phone: z.string().nullable(),
});
export type Booth = z.infer<typeof boothSchema>;
export const boothResponseSchema = envelope(boothSchema);
/** GET /public/v2/Booth/Get: the booth with its owner's rating (reviews.ts) and signals (seller-signals.ts). */
export const publicBoothSchema = boothSchema.extend({ rating: ratingSchema, signals: sellerSignalsSchema });
export type PublicBooth = z.infer<typeof publicBoothSchema>;
export const publicBoothResponseSchema = envelope(publicBoothSchema);
export const boothListSchema = z.array(boothSchema);
export const boothListResponseSchema = listEnvelope(boothSchema);
export type BoothListResponse = z.infer<typeof boothListResponseSchema>;

export const publicBoothQuerySchema = z.object({ id: idParamSchema });

export const boothListQuerySchema = z.object({
  search: plainTextSchema.max(80).optional(),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BOOTH_LIST_MAX_LIMIT).default(BOOTH_LIST_DEFAULT_LIMIT),
});
export type BoothListQuery = z.infer<typeof boothListQuerySchema>;
