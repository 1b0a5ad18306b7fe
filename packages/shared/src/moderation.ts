// Moderation (Digital Services Act, Art. 17, 20, 23 and 24(5)): the queue of notices, decisions recorded
// in the Transparency Database's own field names and values (its API documentation and validation rules,
// transparency.dsa.ec.europa.eu/page/api-documentation), the statements of reasons people read and the
// appeals they make. Field names in snake_case are the database's; ours are camelCase.
import { z } from 'zod';
import { envelope, listEnvelope } from './envelope';
import { idParamSchema, idSchema, plainTextSchema } from './input-fields';
import { REPORT_CATEGORIES, REPORT_TARGET_TYPES } from './reports';

/** Who may open the admin panel: admins see everything, moderators only moderation. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const DECISION_VISIBILITIES = [
  'DECISION_VISIBILITY_CONTENT_REMOVED',
  'DECISION_VISIBILITY_CONTENT_DISABLED',
  'DECISION_VISIBILITY_CONTENT_DEMOTED',
  'DECISION_VISIBILITY_CONTENT_AGE_RESTRICTED',
  'DECISION_VISIBILITY_CONTENT_INTERACTION_RESTRICTED',
  'DECISION_VISIBILITY_CONTENT_LABELLED',
  'DECISION_VISIBILITY_OTHER',
] as const;
export type DecisionVisibility = (typeof DECISION_VISIBILITIES)[number];
export const DECISION_ACCOUNTS = ['DECISION_ACCOUNT_SUSPENDED', 'DECISION_ACCOUNT_TERMINATED'] as const;
export type DecisionAccount = (typeof DECISION_ACCOUNTS)[number];
export const DECISION_GROUNDS = [
  'DECISION_GROUND_ILLEGAL_CONTENT',
  'DECISION_GROUND_INCOMPATIBLE_CONTENT',
] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];
export const CONTENT_TYPES = [
  'CONTENT_TYPE_TEXT',
  'CONTENT_TYPE_IMAGE',
  'CONTENT_TYPE_PRODUCT',
  'CONTENT_TYPE_OTHER',
] as const;
export const SOURCE_TYPES = [
  'SOURCE_ARTICLE_16',
  'SOURCE_TRUSTED_FLAGGER',
  'SOURCE_TYPE_OTHER_NOTIFICATION',
  'SOURCE_VOLUNTARY',
] as const;
export const AUTOMATED_DETECTIONS = ['Yes', 'No'] as const;
export const AUTOMATED_DECISIONS = [
  'AUTOMATED_DECISION_FULLY',
  'AUTOMATED_DECISION_PARTIALLY',
  'AUTOMATED_DECISION_NOT_AUTOMATED',
] as const;
/** The Transparency Database's categories a marketplace decides on: the notice categories and scope. */
export const STATEMENT_CATEGORIES = [
  ...REPORT_CATEGORIES,
  'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
] as const;
export type StatementCategory = (typeof STATEMENT_CATEGORIES)[number];
/** The database's territorial_scope: the EU and EEA countries. */
export const EEA_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'IS', 'LI', 'NO',
] as const; // prettier-ignore

/** What each target can lose: visibility restrictions per content, account restrictions on people. */
export const VISIBILITY_BY_TARGET = {
  ad: ['DECISION_VISIBILITY_CONTENT_REMOVED', 'DECISION_VISIBILITY_CONTENT_DEMOTED'],
  booth: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
  message: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
  user: [],
  review: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
} as const satisfies Record<(typeof REPORT_TARGET_TYPES)[number], readonly DecisionVisibility[]>;

/**
 * A terms ground names the clause of our terms it relies on ('artikel 4.2', 'article 4.2'), never a vague
 * 'community standards' (the Commission's guidance on Art. 17(3)(e)).
 */
export const TERMS_CLAUSE_PATTERN = /\b(artikel|article|art\.)\s*\d+(\.\d+)*/i;

export const MODERATION_FACTS_MAX_LENGTH = 5000;
export const APPEAL_TEXT_MIN_LENGTH = 20;
export const APPEAL_TEXT_MAX_LENGTH = 2000;
/** Art. 20(1): an appeal can be made for at least six months after the decision. */
export const APPEAL_WINDOW_DAYS = 183;

/** A calendar day (YYYY-MM-DD) that exists, in the years the Transparency Database takes. */
const isRealDay = (day: string): boolean => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 2000 &&
    year <= 2099 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
};
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID' })
  .refine(isRealDay, { message: 'INVALID' });
const text = (max: number) => plainTextSchema.max(max);

export const decisionTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /admin/v1/moderation/decisions. `outcome: 'no_action'` closes the notices without a restriction
 * (the reporters are told; no statement of reasons, nothing to export); a restriction carries the
 * database's fields and its required-if rules, each broken rule a field error naming the field.
 */
export const decisionInsertBodySchema = z
  .object({
    reportIds: z.array(idSchema).max(200).default([]),
    target: decisionTargetSchema,
    outcome: z.enum(['restriction', 'no_action']),
    decision_visibility: z.array(z.enum(DECISION_VISIBILITIES)).max(DECISION_VISIBILITIES.length).default([]),
    decision_visibility_other: text(500).optional(),
    decision_account: z.enum(DECISION_ACCOUNTS).nullable().default(null),
    decision_ground: z.enum(DECISION_GROUNDS).optional(),
    illegal_content_legal_ground: text(500).optional(),
    illegal_content_explanation: text(2000).optional(),
    incompatible_content_ground: text(500).optional(),
    incompatible_content_explanation: text(2000).optional(),
    category: z.enum(STATEMENT_CATEGORIES).optional(),
    decision_facts: text(MODERATION_FACTS_MAX_LENGTH).min(1, { message: 'REQUIRED' }),
    content_type: z.array(z.enum(CONTENT_TYPES)).max(CONTENT_TYPES.length).default([]),
    automated_detection: z.enum(AUTOMATED_DETECTIONS).default('No'),
    automated_decision: z.enum(AUTOMATED_DECISIONS).default('AUTOMATED_DECISION_NOT_AUTOMATED'),
    territorial_scope: z.array(z.enum(EEA_COUNTRY_CODES)).max(EEA_COUNTRY_CODES.length).default(['NL']),
    application_date: isoDate,
    end_date: isoDate.nullable().default(null),
    source_type: z.enum(SOURCE_TYPES),
    /** With 'no_action': the notices were manifestly unfounded, which counts toward misuse (Art. 23(2)). */
    manifestlyUnfounded: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const required = (path: string, code = 'REQUIRED') =>
      context.addIssue({ code: 'custom', path: [path], message: code });
    const noReports = body.reportIds.length === 0;
    if (noReports !== (body.source_type === 'SOURCE_VOLUNTARY'))
      required('source_type', noReports ? 'MODERATION_SOURCE_VOLUNTARY' : 'MODERATION_SOURCE_NOTICE');
    if (body.outcome === 'no_action') {
      if (body.manifestlyUnfounded && noReports) required('manifestlyUnfounded', 'INVALID');
      return;
    }
    if (body.manifestlyUnfounded) required('manifestlyUnfounded', 'INVALID');
    if (body.decision_visibility.length === 0 && !body.decision_account)
      required('decision_visibility', 'MODERATION_RESTRICTION_REQUIRED');
    if (body.decision_visibility.includes('DECISION_VISIBILITY_OTHER') && !body.decision_visibility_other)
      required('decision_visibility_other');
    if (!body.decision_ground) required('decision_ground');
    if (body.decision_ground === 'DECISION_GROUND_ILLEGAL_CONTENT') {
      if (!body.illegal_content_legal_ground) required('illegal_content_legal_ground');
      if (!body.illegal_content_explanation) required('illegal_content_explanation');
    }
    if (body.decision_ground === 'DECISION_GROUND_INCOMPATIBLE_CONTENT') {
      if (!body.incompatible_content_ground) required('incompatible_content_ground');
      else if (!TERMS_CLAUSE_PATTERN.test(body.incompatible_content_ground))
        required('incompatible_content_ground', 'MODERATION_TERMS_CLAUSE_REQUIRED');
      if (!body.incompatible_content_explanation) required('incompatible_content_explanation');
    }
    if (!body.category) required('category');
    if (body.content_type.length === 0) required('content_type');
    if (body.territorial_scope.length === 0) required('territorial_scope');
    if (body.decision_account === 'DECISION_ACCOUNT_SUSPENDED' && !body.end_date) required('end_date');
    if (body.end_date && body.end_date <= body.application_date)
      required('end_date', 'MODERATION_END_AFTER_START');
  });
export type DecisionInsertBody = z.input<typeof decisionInsertBodySchema>;
export type DecisionInsert = z.output<typeof decisionInsertBodySchema>;
/** A decision's own fields in the Transparency Database's names: what a statement of reasons says. */
export type StatementFields = Omit<
  DecisionInsert,
  'reportIds' | 'target' | 'outcome' | 'manifestlyUnfounded'
>;

/** What a moderator sees of a reported thing, for the queue. */
export const moderationTargetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.number().int(),
  /** The ad's title, the booth's name, the message's first words, the user's name. */
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  /** The live page on the web ('/ads/12'), null where there is none (a chat message). */
  path: z.string().nullable(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string(),
  /** 'removed' after a decision took it down; 'gone' when its owner deleted it. */
  state: z.enum(['live', 'removed', 'gone']),
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  explanation: z.string(),
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  status: z.enum(['open', 'decided']),
  decisionId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const decisionSummarySchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  outcome: z.enum(['restriction', 'no_action']),
  decision_visibility: z.array(z.enum(DECISION_VISIBILITIES)),
  decision_account: z.enum(DECISION_ACCOUNTS).nullable(),
  decision_ground: z.enum(DECISION_GROUNDS).nullable(),
  category: z.enum(STATEMENT_CATEGORIES).nullable(),
  moderatorEmail: z.string(),
  decidedAt: z.string(),
  reversedAt: z.string().nullable(),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

/** One reported thing with its notices (oldest first) and the earlier decisions on its owner. */
export const reportGroupSchema = z.object({
  target: moderationTargetSchema,
  notices: z.array(noticeSchema),
  earlierDecisions: z.array(decisionSummarySchema),
  oldestAt: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const REPORT_GROUPS_PAGE_SIZE = 20;
/** GET /admin/v1/moderation/reports: groups whose oldest notice has that status, oldest first. */
export const reportListQuerySchema = z.object({
  status: z.enum(['open', 'decided']).default('open'),
  cursor: z.string().trim().max(200).optional(),
});
export const reportListResponseSchema = listEnvelope(reportGroupSchema);
/** GET /admin/v1/moderation/reports/:id: the group of that notice's target. */
export const reportGetParamsSchema = z.object({ id: idParamSchema });
export const reportGetResponseSchema = envelope(reportGroupSchema);

export const decisionInsertResponseSchema = envelope(decisionSummarySchema);

/**
 * A statement of reasons as its reader sees it (Art. 17(3)): the affected user, or a reporter told the
 * outcome. Codes are the database's; the web words them in the reader's language.
 */
export const statementSchema = decisionSummarySchema.extend({
  role: z.enum(['affected', 'reporter']),
  targetTitle: z.string(),
  caseNumbers: z.array(z.string()),
  decision_visibility_other: z.string().nullable(),
  illegal_content_legal_ground: z.string().nullable(),
  illegal_content_explanation: z.string().nullable(),
  incompatible_content_ground: z.string().nullable(),
  incompatible_content_explanation: z.string().nullable(),
  decision_facts: z.string(),
  automated_detection: z.enum(AUTOMATED_DETECTIONS),
  automated_decision: z.enum(AUTOMATED_DECISIONS),
  territorial_scope: z.array(z.enum(EEA_COUNTRY_CODES)),
  application_date: z.string(),
  end_date: z.string().nullable(),
  source_type: z.enum(SOURCE_TYPES),
  /** The last day an appeal is taken; null when this reader cannot appeal it. */
  appealUntil: z.string().nullable(),
  appeal: z
    .object({
      id: z.number().int(),
      status: z.enum(['open', 'upheld', 'reversed']),
      explanation: z.string().nullable(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof statementSchema>;
/** GET /exhibitor/v2/Statement/GetAll: the signed-in user's statements, newest first. */
export const statementListResponseSchema = envelope(z.array(statementSchema));
export const statementResponseSchema = envelope(statementSchema);

/** POST /exhibitor/v2/Appeal/Insert (Art. 20): free, once per decision and person, within six months. */
export const appealInsertBodySchema = z.object({
  decisionId: idSchema,
  text: plainTextSchema.min(APPEAL_TEXT_MIN_LENGTH).max(APPEAL_TEXT_MAX_LENGTH),
});
export type AppealInsertBody = z.infer<typeof appealInsertBodySchema>;

/** The statement mail's link: `?decision=<id>&appeal=<token>` opens that statement without a session. */
const appealLinkToken = z.string().trim().min(1).max(200);
/** GET /public/v2/Statement/GetByLink?decision&token: the one statement the link names. */
export const statementByLinkQuerySchema = z.object({ decision: idParamSchema, token: appealLinkToken });
/** POST /public/v2/Appeal/InsertByLink: an appeal through that link (a suspended account cannot log in). */
export const appealByLinkBodySchema = appealInsertBodySchema.extend({ token: appealLinkToken });
export type AppealByLinkBody = z.infer<typeof appealByLinkBodySchema>;
export const appealInsertResponseSchema = envelope(z.object({ appealId: z.number().int() }));

export const appealSchema = z.object({
  id: z.number().int(),
  decision: decisionSummarySchema,
  target: moderationTargetSchema,
  appellantRole: z.enum(['affected', 'reporter']),
  appellantName: z.string(),
  text: z.string(),
  status: z.enum(['open', 'upheld', 'reversed']),
  explanation: z.string().nullable(),
  /** False when the signed-in moderator made the decision: someone else must resolve it. */
  canResolve: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;
/** GET /admin/v1/moderation/appeals?status=open|resolved, oldest first. */
export const appealListQuerySchema = z.object({ status: z.enum(['open', 'resolved']).default('open') });
export const appealListResponseSchema = envelope(z.array(appealSchema));
/** POST /admin/v1/moderation/appeals/:id/resolve. */
export const appealResolveParamsSchema = z.object({ id: idParamSchema });
export const appealResolveBodySchema = z.object({
  outcome: z.enum(['upheld', 'reversed']),
  explanation: plainTextSchema.min(1, { message: 'REQUIRED' }).max(2000),
});
export type AppealResolveBody = z.infer<typeof appealResolveBodySchema>;
export const appealResolveResponseSchema = envelope(appealSchema);

/** GET /admin/v1/me: who the admin session is, so the panel shows what the role may use. */
export const staffMeResponseSchema = envelope(
  z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) }),
);
export type StaffMe = z.infer<typeof staffMeResponseSchema>['data'];

/**
 * One statement in the Transparency Database's submission format (`POST /api/v1/statements`'s items), with
 * its own validation rules: the export is checked against these, independently of how decisions are
 * validated on the way in.
 */
export const transparencyStatementSchema = z
  .object({
    decision_visibility: z.array(z.enum(DECISION_VISIBILITIES)).nullable(),
    decision_visibility_other: z.string().max(500).nullable(),
    decision_monetary: z.null(),
    decision_provision: z.null(),
    decision_account: z.enum(DECISION_ACCOUNTS).nullable(),
    account_type: z.enum(['ACCOUNT_TYPE_BUSINESS', 'ACCOUNT_TYPE_PRIVATE']).nullable(),
    decision_ground: z.enum(DECISION_GROUNDS),
    decision_ground_reference_url: z.string().url().max(500).nullable(),
    illegal_content_legal_ground: z.string().max(500).optional(),
    illegal_content_explanation: z.string().max(2000).optional(),
    incompatible_content_ground: z.string().max(500).optional(),
    incompatible_content_explanation: z.string().max(2000).optional(),
    content_type: z.array(z.enum(CONTENT_TYPES)).min(1),
    content_type_other: z.string().max(500).optional(),
    category: z.enum(STATEMENT_CATEGORIES),
    territorial_scope: z.array(z.enum(EEA_COUNTRY_CODES)).nullable(),
    content_language: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    content_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    application_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    end_date_account_restriction: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    end_date_visibility_restriction: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    decision_facts: z.string().min(1).max(MODERATION_FACTS_MAX_LENGTH),
    source_type: z.enum(SOURCE_TYPES),
    source_identity: z.string().max(500).nullable(),
    automated_detection: z.enum(AUTOMATED_DETECTIONS),
    automated_decision: z.enum(AUTOMATED_DECISIONS),
    puid: z.string().min(1).max(500),
  })
  .strict()
  .superRefine((s, context) => {
    const issue = (path: string) => context.addIssue({ code: 'custom', path: [path], message: 'REQUIRED' });
    // required_without_all: at least one restriction.
    if (!s.decision_visibility?.length && !s.decision_account) issue('decision_visibility');
    if (s.decision_visibility?.includes('DECISION_VISIBILITY_OTHER') && !s.decision_visibility_other)
      issue('decision_visibility_other');
    if (s.content_type.includes('CONTENT_TYPE_OTHER') && !s.content_type_other) issue('content_type_other');
    const illegal = s.decision_ground === 'DECISION_GROUND_ILLEGAL_CONTENT';
    // required_if, and exclude_unless: the other ground's fields must be absent.
    if (illegal && !s.illegal_content_legal_ground) issue('illegal_content_legal_ground');
    if (illegal && !s.illegal_content_explanation) issue('illegal_content_explanation');
    if (!illegal && !s.incompatible_content_ground) issue('incompatible_content_ground');
    if (!illegal && !s.incompatible_content_explanation) issue('incompatible_content_explanation');
    if (
      illegal &&
      (s.incompatible_content_ground !== undefined || s.incompatible_content_explanation !== undefined)
    )
      issue('incompatible_content_ground');
    if (
      !illegal &&
      (s.illegal_content_legal_ground !== undefined || s.illegal_content_explanation !== undefined)
    )
      issue('illegal_content_legal_ground');
    if (s.application_date < '2020-01-01' || s.content_date < '2000-01-01') issue('application_date');
  });
export type TransparencyStatement = z.infer<typeof transparencyStatementSchema>;

/** GET /admin/v1/moderation/statements/export?from&to: decided restrictions in that period (dates inclusive). */
export const moderationExportQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'MODERATION_END_AFTER_START' });
export const moderationExportResponseSchema = z.object({ statements: z.array(transparencyStatementSchema) });

/** GET /admin/v1/moderation/counts?year: the yearly figures (Art. 15 and 24). */
export const moderationCountsQuerySchema = z.object({ year: z.coerce.number().int().min(2020).max(2100) });
export const moderationCountsSchema = z.object({
  year: z.number().int(),
  noticesByCategory: z.record(z.enum(REPORT_CATEGORIES), z.number().int().nonnegative()),
  notices: z.number().int().nonnegative(),
  decisions: z.object({
    removed: z.number().int().nonnegative(),
    demoted: z.number().int().nonnegative(),
    suspended: z.number().int().nonnegative(),
    terminated: z.number().int().nonnegative(),
    noAction: z.number().int().nonnegative(),
  }),
  /** From a notice's arrival to its decision; null without decided notices. */
  medianHoursToDecision: z.number().nonnegative().nullable(),
  appeals: z.number().int().nonnegative(),
  reversals: z.number().int().nonnegative(),
});
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
export const moderationCountsResponseSchema = envelope(moderationCountsSchema);
