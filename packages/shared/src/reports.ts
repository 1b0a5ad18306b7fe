// Notices of illegal or unwanted content (Digital Services Act, Art. 16): anyone reports an ad, a booth, a
// review, a chat message or a user. The categories are the Transparency Database's own values (its `category`
// field) that fit a marketplace; people see them as plain words in their language.
import { z } from 'zod';
import { emailSchema } from './accounts';
import { envelope } from './envelope';
import { plainTextSchema } from './input-fields';

export const REPORT_TARGET_TYPES = ['ad', 'booth', 'message', 'user', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_CATEGORIES = [
  'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  'STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS',
  'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
  'STATEMENT_CATEGORY_CONSUMER_INFORMATION',
  'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
  'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
  'STATEMENT_CATEGORY_ANIMAL_WELFARE',
  'STATEMENT_CATEGORY_VIOLENCE',
  'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/**
 * Art. 16(2)(c): a notice about child sexual abuse need not say who sends it. The only category where name
 * and email may be left out.
 */
export const ANONYMOUS_REPORT_CATEGORY: ReportCategory = 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS';

export const REPORT_EXPLANATION_MIN_LENGTH = 20;
export const REPORT_EXPLANATION_MAX_LENGTH = 2000;
/** Per client address and per reporter's mailbox, in an hour: real trouble fits, a flood does not. */
export const REPORTS_PER_ADDRESS_PER_HOUR = 10;
export const REPORTS_PER_EMAIL_PER_HOUR = 5;

/**
 * Ads, booths, users and reviews have int4 ids; chat messages bigint ones, which JSON carries exactly up to 2^53.
 * The route answers 404 for an id its target's table cannot hold.
 */
const targetIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /public/v2/Report/Insert. */
export const reportInsertBodySchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: targetIdSchema,
    category: z.enum(REPORT_CATEGORIES),
    explanation: plainTextSchema.min(REPORT_EXPLANATION_MIN_LENGTH).max(REPORT_EXPLANATION_MAX_LENGTH),
    name: plainTextSchema.max(120).optional(),
    email: z.union([z.literal(''), emailSchema]).optional(),
    goodFaith: z.literal(true, { message: 'REPORT_GOOD_FAITH_REQUIRED' }),
  })
  .superRefine((body, context) => {
    if (body.category === ANONYMOUS_REPORT_CATEGORY) return;
    if (!body.name) context.addIssue({ code: 'custom', path: ['name'], message: 'REQUIRED' });
    if (!body.email) context.addIssue({ code: 'custom', path: ['email'], message: 'REQUIRED' });
  });
export type ReportInsertBody = z.input<typeof reportInsertBodySchema>;

export const reportInsertResultSchema = z.object({ caseNumber: z.string() });
export type ReportInsertResult = z.infer<typeof reportInsertResultSchema>;
export const reportInsertResponseSchema = envelope(reportInsertResultSchema);
