import type { Appeal, DecisionSummary, Notice, ReportGroup } from '@kraam/shared';

/** Test data in the moderation contract's shapes (packages/shared/moderation.ts). */
export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 101,
    caseNumber: 'KR-2026-000101',
    category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
    explanation: 'De verkoper vraagt om vooraf te betalen en reageert daarna niet meer.',
    reporterName: 'Jan Jansen',
    reporterEmail: 'jan@example.nl',
    status: 'open',
    decisionId: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function decisionSummary(overrides: Partial<DecisionSummary> = {}): DecisionSummary {
  return {
    id: 7,
    targetType: 'ad',
    targetId: 11,
    outcome: 'restriction',
    decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED'],
    decision_account: null,
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    category: 'STATEMENT_CATEGORY_CONSUMER_INFORMATION',
    moderatorEmail: 'moderator@kraam.example',
    decidedAt: '2026-10-02T12:00:00.000Z',
    reversedAt: null,
    ...overrides,
  };
}

export function reportGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    target: {
      type: 'ad',
      id: 12,
      title: 'iPhone 15 Pro, nieuw in doos',
      excerpt: 'Nooit gebruikt, nog in de doos. Alleen overmaken vooraf.',
      imageUrl: null,
      path: '/ads/12',
      ownerUserId: 5,
      ownerName: 'Piet Verkoper',
      state: 'live',
    },
    notices: [
      notice(),
      notice({
        id: 102,
        caseNumber: 'KR-2026-000102',
        category: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
        explanation: 'Hier klopt iets niet, kijk er alsjeblieft naar.',
        reporterName: null,
        reporterEmail: null,
        createdAt: '2026-11-21T10:00:00.000Z',
      }),
    ],
    earlierDecisions: [decisionSummary()],
    oldestAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function appeal(overrides: Partial<Appeal> = {}): Appeal {
  return {
    id: 31,
    decision: decisionSummary({ targetId: 12 }),
    target: reportGroup().target,
    appellantRole: 'affected',
    appellantName: 'Piet Verkoper',
    text: 'Mijn advertentie was echt, ik heb de telefoon nog en kan een bon laten zien.',
    status: 'open',
    explanation: null,
    canResolve: true,
    createdAt: '2026-11-22T08:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}
