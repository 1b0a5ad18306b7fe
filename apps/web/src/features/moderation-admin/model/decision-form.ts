import type {
  AUTOMATED_DECISIONS,
  AUTOMATED_DETECTIONS,
  CONTENT_TYPES,
  DecisionAccount,
  DecisionGround,
  DecisionInsertBody,
  DecisionVisibility,
  EEA_COUNTRY_CODES,
  ReportGroup,
  ReportTargetType,
  StatementCategory,
} from '@kraam/shared';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type AutomatedDetection = (typeof AUTOMATED_DETECTIONS)[number];
export type AutomatedDecision = (typeof AUTOMATED_DECISIONS)[number];
export type CountryCode = (typeof EEA_COUNTRY_CODES)[number];
export type AccountChoice = 'none' | DecisionAccount;

/**
 * The decision form's values, named as decisionInsertBodySchema names them, so the browser's and the
 * API's field errors land on the same field. Where a control cannot hold the body's value (no radio
 * chosen, an empty date) it holds '' or 'none', which toDecisionInput turns into the body's.
 */
export interface DecisionFormValues {
  outcome: 'restriction' | 'no_action';
  decision_visibility: DecisionVisibility[];
  decision_account: AccountChoice;
  decision_ground: DecisionGround | '';
  illegal_content_legal_ground: string;
  illegal_content_explanation: string;
  incompatible_content_ground: string;
  incompatible_content_explanation: string;
  category: StatementCategory | '';
  decision_facts: string;
  content_type: ContentType[];
  automated_detection: AutomatedDetection;
  automated_decision: AutomatedDecision;
  territorial_scope: CountryCode[];
  application_date: string;
  end_date: string;
  /** With no action: the notices were manifestly unfounded, which counts toward misuse (Art. 23(2)). */
  manifestlyUnfounded: boolean;
}

/** The form's fields, where the API's field errors may land. */
export const DECISION_FIELDS = [
  'outcome',
  'decision_visibility',
  'decision_account',
  'decision_ground',
  'illegal_content_legal_ground',
  'illegal_content_explanation',
  'incompatible_content_ground',
  'incompatible_content_explanation',
  'category',
  'decision_facts',
  'content_type',
  'automated_detection',
  'automated_decision',
  'territorial_scope',
  'application_date',
  'end_date',
  'manifestlyUnfounded',
] as const satisfies readonly (keyof DecisionFormValues)[];

/** What the content of a target usually is: an ad is a text about a product, the rest text. */
export const DEFAULT_CONTENT_TYPES: Record<ReportTargetType, ContentType[]> = {
  ad: ['CONTENT_TYPE_TEXT', 'CONTENT_TYPE_PRODUCT'],
  booth: ['CONTENT_TYPE_TEXT'],
  message: ['CONTENT_TYPE_TEXT'],
  user: ['CONTENT_TYPE_TEXT'],
  review: ['CONTENT_TYPE_TEXT'],
};

/** Today in the Netherlands as YYYY-MM-DD, the form of the Transparency Database's dates. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The notices of the group no decision has closed yet: the decision answers these. */
export const openNoticeIds = (group: ReportGroup): number[] =>
  group.notices.filter((notice) => notice.status === 'open').map((notice) => notice.id);

/** A fresh form for a group: action to be chosen, the first notice's category, no automation, NL, today. */
export function decisionDefaults(group: ReportGroup, today: string): DecisionFormValues {
  return {
    outcome: 'restriction',
    decision_visibility: [],
    decision_account: 'none',
    decision_ground: '',
    illegal_content_legal_ground: '',
    illegal_content_explanation: '',
    incompatible_content_ground: '',
    incompatible_content_explanation: '',
    category: group.notices[0]?.category ?? '',
    decision_facts: '',
    content_type: [...DEFAULT_CONTENT_TYPES[group.target.type]],
    automated_detection: 'No',
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    territorial_scope: ['NL'],
    application_date: today,
    end_date: '',
    manifestlyUnfounded: false,
  };
}

const filled = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/**
 * The body decisionInsertBodySchema checks and the API takes: the group's open notices as the reason
 * (SOURCE_ARTICLE_16; none would make it an own investigation), and only the fields of the chosen outcome
 * and ground, so a text typed under the other ground is not sent.
 */
export function toDecisionInput(values: DecisionFormValues, group: ReportGroup): DecisionInsertBody {
  const reportIds = openNoticeIds(group);
  const base = {
    reportIds,
    target: { type: group.target.type, id: group.target.id },
    outcome: values.outcome,
    decision_facts: values.decision_facts,
    application_date: values.application_date,
    source_type: reportIds.length > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
  } satisfies DecisionInsertBody;
  if (values.outcome === 'no_action') return { ...base, manifestlyUnfounded: values.manifestlyUnfounded };
  const ground = values.decision_ground || undefined;
  return {
    ...base,
    decision_visibility: values.decision_visibility,
    decision_account: values.decision_account === 'none' ? null : values.decision_account,
    decision_ground: ground,
    ...(ground === 'DECISION_GROUND_ILLEGAL_CONTENT'
      ? {
          illegal_content_legal_ground: filled(values.illegal_content_legal_ground),
          illegal_content_explanation: filled(values.illegal_content_explanation),
        }
      : {}),
    ...(ground === 'DECISION_GROUND_INCOMPATIBLE_CONTENT'
      ? {
          incompatible_content_ground: filled(values.incompatible_content_ground),
          incompatible_content_explanation: filled(values.incompatible_content_explanation),
        }
      : {}),
    category: values.category || undefined,
    content_type: values.content_type,
    automated_detection: values.automated_detection,
    automated_decision: values.automated_decision,
    territorial_scope: values.territorial_scope,
    end_date: values.end_date || null,
  };
}

/** A removal or an account restriction is asked about once more before it is sent. */
export function needsConfirmation(
  body: Pick<DecisionInsertBody, 'outcome' | 'decision_visibility' | 'decision_account'>,
): boolean {
  return (
    body.outcome === 'restriction' &&
    (Boolean(body.decision_account) ||
      (body.decision_visibility ?? []).includes('DECISION_VISIBILITY_CONTENT_REMOVED'))
  );
}
