import { describe, expect, it } from 'vitest';
import { needsConfirmation, todayInAmsterdam } from './decision-form';
import { parseNoticeId } from './notice-id';

describe('todayInAmsterdam', () => {
  it("is the Dutch date, which is tomorrow's after 23:00 UTC in winter", () => {
    expect(todayInAmsterdam(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    expect(todayInAmsterdam(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
  });
});

describe('needsConfirmation', () => {
  it('asks about a removal or an account restriction, not about making less visible or no action', () => {
    const removal = {
      outcome: 'restriction' as const,
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED' as const],
    };
    expect(needsConfirmation(removal)).toBe(true);
    expect(
      needsConfirmation({ outcome: 'restriction', decision_account: 'DECISION_ACCOUNT_TERMINATED' }),
    ).toBe(true);
    expect(
      needsConfirmation({
        outcome: 'restriction',
        decision_visibility: ['DECISION_VISIBILITY_CONTENT_DEMOTED'],
      }),
    ).toBe(false);
    expect(needsConfirmation({ ...removal, outcome: 'no_action' })).toBe(false);
  });
});

describe('parseNoticeId', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['0', null],
    ['012', null],
    ['12abc', null],
    ['1e3', null],
    ['2147483648', null],
    ['-3', null],
  ])('%j → %j', (segment, id) => {
    expect(parseNoticeId(segment)).toBe(id);
  });
});
