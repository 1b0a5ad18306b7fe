import type { z } from 'zod';
import { isFieldMessageKey, type FieldMessageKey } from '@kraam/shared/field-messages';

/** The texts of `errors.fields`: the API's field-error catalogue (packages/shared) plus two form-only ones. */
const FORM_ONLY_KEYS = ['BLANK', 'PASSWORD_MISMATCH'] as const;
export type FormFieldMessageKey = FieldMessageKey | (typeof FORM_ONLY_KEYS)[number];

export const isFormFieldMessageKey = (value: string): value is FormFieldMessageKey =>
  isFieldMessageKey(value) || (FORM_ONLY_KEYS as readonly string[]).includes(value);

export type FieldTranslator = (key: FormFieldMessageKey, values?: Record<string, string>) => string;

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
