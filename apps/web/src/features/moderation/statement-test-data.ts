import type { Statement } from '@kraam/shared';

/** The signed-in reader of the statements tests. */
export const READER = { token: 'token', userId: 7 };

export const signInReader = () => window.localStorage.setItem('userInfo', JSON.stringify(READER));

/** A removal of the reader's ad on our terms after a report, decided by a person; open to appeal. */
export const statement = (extra: Partial<Statement> = {}): Statement => ({
  id: 31,
  targetType: 'ad',
  targetId: 12,
  outcome: 'restriction',
  decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
  decision_account: null,
  decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
  category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  moderatorEmail: '',
  decidedAt: '2026-11-20T10:00:00.000Z',
  reversedAt: null,
  role: 'affected',
  targetTitle: 'Gazelle damesfiets',
  caseNumbers: [],
  decision_visibility_other: null,
  illegal_content_legal_ground: null,
  illegal_content_explanation: null,
  incompatible_content_ground: 'artikel 4.2 van onze voorwaarden',
  incompatible_content_explanation: 'Vooruitbetalen via een link buiten Kraam is niet toegestaan.',
  decision_facts: 'De advertentie vroeg kopers om vooruit te betalen via een betaallink.',
  automated_detection: 'No',
  automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
  territorial_scope: ['NL'],
  application_date: '2026-11-20',
  end_date: null,
  source_type: 'SOURCE_ARTICLE_16',
  appealUntil: '2027-05-22',
  appeal: null,
  ...extra,
});
