import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('drops a +tag and the case, and keeps anything else', () => {
    expect(mailboxOf('Jan+kraam1@Example.NL')).toBe('jan@example.nl');
    expect(mailboxOf('jan+a+b@example.nl')).toBe('jan@example.nl');
    expect(mailboxOf('jan@example.nl')).toBe('jan@example.nl');
    expect(mailboxOf('+only@example.nl')).toBe('+only@example.nl');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });
});
