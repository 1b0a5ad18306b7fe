import type { z } from 'zod';

/** The texts of `errors.fields` (messages/*.json): the API's field-error catalogue plus two form-only ones. */
export const FIELD_MESSAGE_KEYS = [
  'BLANK',
  'PASSWORD_MISMATCH',
  'REQUIRED',
  'INVALID',
  'INVALID_TYPE',
  'INVALID_CHOICE',
  'TOO_SMALL',
  'TOO_BIG',
  'UNKNOWN_FIELD',
  'INVALID_CHARACTERS',
  'EMAIL_INVALID',
  'PASSWORD_TOO_COMMON',
  'PHONE_COUNTRY_CODE',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export const isFieldMessageKey = (value: string): value is FieldMessageKey =>
  (FIELD_MESSAGE_KEYS as readonly string[]).includes(value);

export type FieldTranslator = (key: FieldMessageKey, values?: Record<string, string>) => string;

/**
 * The text for a zod issue without a message of its own, chosen as the API chooses it
 * (apps/api/src/plugins/errors.ts), so a field says the same whether the browser or the server refused it.
 */
export function issueText(t: FieldTranslator, issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return t(issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE');
    case 'too_small':
      return t('TOO_SMALL', { minimum: String(issue.minimum) });
    case 'too_big':
      return t('TOO_BIG', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return t('INVALID_CHOICE', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t('UNKNOWN_FIELD');
    default:
      return t('INVALID');
  }
}
