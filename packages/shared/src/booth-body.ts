// A booth as its owner sends it (SPEC §3, §7): the body of /exhibitor/v2/Booth/{Insert,Edit}. Apart from
// booths.ts because a trader's phone check carries libphonenumber metadata, which only the booth form
// needs. Refinement messages are field-message keys.
import { z } from 'zod';
import { emailSchema } from './accounts';
import {
  BOOTH_DESCRIPTION_MAX_LENGTH,
  BOOTH_NAME_MAX_LENGTH,
  BOOTH_NAME_MIN_LENGTH,
  BOOTH_TITLE_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  DUTCH_POSTAL_CODE_PATTERN,
  KVK_NUMBER_PATTERN,
  boothSocialLinksSchema,
  httpUrlSchema,
  normalizePostalCode,
} from './booths';
import { SELLER_TYPES } from './constants';
import { idSchema, plainTextSchema } from './input-fields';
import { adPhoneSchema } from './phone';

/** What a trader must fill in: their legal notice (DSA Art. 30) and the booth's email and address. */
export const TRADER_REQUIRED_FIELDS = [
  'companyName',
  'kvkNumber',
  'email',
  'phone',
  'street',
  'postalCode',
  'cityId',
] as const;

/**
 * Insert and Edit take the whole booth: a field left out is cleared, and a booth sent without a seller
 * type is private. The trader fields are checked whenever they are sent but kept only for a trader.
 */
export const boothBodySchema = z
  .object({
    name: plainTextSchema.min(BOOTH_NAME_MIN_LENGTH).max(BOOTH_NAME_MAX_LENGTH),
    title: plainTextSchema.max(BOOTH_TITLE_MAX_LENGTH).optional(),
    description: plainTextSchema.max(BOOTH_DESCRIPTION_MAX_LENGTH).optional(),
    email: emailSchema.nullable().optional(),
    website: httpUrlSchema.nullable().optional(),
    socialLinks: boothSocialLinksSchema.optional(),
    street: plainTextSchema.max(200).nullable().optional(),
    postalCode: z
      .string()
      .trim()
      .regex(DUTCH_POSTAL_CODE_PATTERN, { message: 'INVALID' })
      .transform(normalizePostalCode)
      .nullable()
      .optional(),
    cityId: idSchema.nullable().optional(),
    logoId: z.uuid().nullable().optional(),
    bannerId: z.uuid().nullable().optional(),
    sellerType: z.enum(SELLER_TYPES).default('private'),
    companyName: plainTextSchema.max(COMPANY_NAME_MAX_LENGTH).nullable().optional(),
    kvkNumber: z.string().trim().regex(KVK_NUMBER_PATTERN, { message: 'KVK_INVALID' }).nullable().optional(),
    phone: adPhoneSchema.nullable().optional(),
  })
  .superRefine(
    (body, context) => {
      if (body.sellerType !== 'trader') return;
      // An empty string is as good as left out.
      for (const field of TRADER_REQUIRED_FIELDS)
        if (body[field] === undefined || body[field] === null || body[field] === '')
          context.addIssue({ code: 'custom', path: [field], message: 'REQUIRED' });
    },
    // Also after a field failed its own rule (a wrong phone number stops the parse), so one answer names
    // every missing field; only a body that is no object at all has nothing to check.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type BoothBody = z.infer<typeof boothBodySchema>;
