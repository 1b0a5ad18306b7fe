// An ad as a seller sends it (SPEC §3, §5): the bodies of /exhibitor/v2/Advertisement/{Insert,Edit}.
// Apart from ads.ts because the phone check carries libphonenumber metadata, which only the ad form needs.
// Refinement messages are field-message keys.
import { z } from 'zod';
import {
  AD_MAX_PRICE_CENTS,
  AD_MAX_TAGS,
  AD_TAG_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  RENTAL_PERIODS,
  fieldValuesSchema,
  priceTypeNeedsAmount,
  type PriceType,
  type RentalPeriod,
} from './ads';
import { DUTCH_POSTAL_CODE_PATTERN, normalizePostalCode } from './booths';
import {
  CONDITIONS,
  DELIVERY_OPTIONS,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGES_PER_AD,
  PRICE_TYPES,
} from './constants';
import { idSchema, plainTextSchema } from './input-fields';
import { adPhoneSchema } from './phone';

const id = idSchema;

export const adLocationSchema = z.object({
  countryId: id,
  provinceId: id,
  cityId: id,
  regionId: id.nullable().optional(),
  postalCode: z
    .string()
    .trim()
    .regex(DUTCH_POSTAL_CODE_PATTERN, { message: 'INVALID' })
    .transform(normalizePostalCode)
    .nullable()
    .optional(),
  street: plainTextSchema.max(200).nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  /** Off: the public page shows the city only, no street, postal code or pin. */
  showLocation: z.boolean().default(true),
});
export type AdLocation = z.infer<typeof adLocationSchema>;

/** The ad's fields without the rules that span them: a form step validates its slice (`.pick`). */
export const adBodyBaseSchema = z.object({
  /** Must be a leaf category. */
  categoryId: id,
  title: plainTextSchema.min(1, { message: 'REQUIRED' }).max(AD_TITLE_MAX_LENGTH),
  description: plainTextSchema.max(MAX_DESCRIPTION_LENGTH).default(''),
  priceType: z.enum(PRICE_TYPES),
  /** Euro cents; required for PRICE_TYPES_WITH_AMOUNT, absent otherwise. */
  priceCents: z.number().int().min(0).max(AD_MAX_PRICE_CENTS).nullable().optional(),
  /** Required with priceType rental. */
  rentalPeriod: z.enum(RENTAL_PERIODS).nullable().optional(),
  condition: z.enum(CONDITIONS).nullable().optional(),
  delivery: z.enum(DELIVERY_OPTIONS),
  tags: z.array(plainTextSchema.min(1).max(AD_TAG_MAX_LENGTH)).max(AD_MAX_TAGS).default([]),
  fieldValues: fieldValuesSchema.default({}),
  phone: adPhoneSchema.nullable().optional(),
  location: adLocationSchema,
});

/** The price rules of SPEC §5 that span fields. */
export function checkAdPrice(
  body: { priceType: PriceType; priceCents?: number | null; rentalPeriod?: RentalPeriod | null },
  ctx: z.RefinementCtx,
): void {
  const hasAmount = body.priceCents !== undefined && body.priceCents !== null;
  if (priceTypeNeedsAmount(body.priceType) && !hasAmount)
    ctx.addIssue({ code: 'custom', path: ['priceCents'], message: 'REQUIRED' });
  if (!priceTypeNeedsAmount(body.priceType) && hasAmount)
    ctx.addIssue({ code: 'custom', path: ['priceCents'], message: 'PRICE_NOT_ALLOWED' });
  if (body.priceType === 'rental' && !body.rentalPeriod)
    ctx.addIssue({ code: 'custom', path: ['rentalPeriod'], message: 'REQUIRED' });
}

/** Edit: the whole ad except its photos (the gallery endpoints change those). */
export const adEditBodySchema = adBodyBaseSchema.extend({ id }).superRefine(checkAdPrice);
export type AdEditBody = z.infer<typeof adEditBodySchema>;

/** Insert: the ad plus the photos uploaded beforehand through File/Upload, main image first. */
export const adInsertBodySchema = adBodyBaseSchema
  .extend({ imageIds: z.array(z.uuid()).max(MAX_IMAGES_PER_AD, { message: 'TOO_MANY_IMAGES' }).default([]) })
  .superRefine(checkAdPrice);
export type AdInsertBody = z.infer<typeof adInsertBodySchema>;
/** What the form holds before it is sent: the insert body, as entered. */
export type AdInsertInput = z.input<typeof adInsertBodySchema>;
