// A saved search's query: the search page's query string normalised (normaliseSavedQuery), read with the
// search's own schema, so what is saved is exactly what the search page would accept; its errors are
// field errors under `query.<key>` in the request's language.
import { adFilterQuerySchema, normaliseSavedQuery } from '@kraam/shared';
import type { AdFilterQuery } from '@kraam/shared';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error';
import type { FieldError } from '../../plugins/app-error';
import { isFieldMessageKey } from '../../plugins/messages';

export interface SavedQuery {
  /** The normalised query string, as stored. */
  query: string;
  filters: AdFilterQuery;
}

function fieldError(issue: z.core.$ZodIssue): FieldError {
  if (isFieldMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return { key: 'TOO_SMALL', params: { minimum: issue.minimum } };
    case 'too_big':
      return { key: 'TOO_BIG', params: { maximum: issue.maximum } };
    case 'invalid_value':
      return { key: 'INVALID_CHOICE', params: { values: issue.values.join(', ') } };
    case 'invalid_type':
      return 'INVALID_TYPE';
    default:
      return 'INVALID';
  }
}

/** The query as stored and as the search reads it; a 400 with field errors when the search would refuse it. */
export function parseSavedQuery(raw: string): SavedQuery {
  const query = normaliseSavedQuery(raw);
  const parsed = adFilterQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (parsed.success) return { query, filters: parsed.data };
  const errors: Record<string, FieldError[]> = {};
  // Named by the query's key: a list's item (priceType=a,b) is an error of the key.
  for (const issue of parsed.error.issues)
    (errors[`query.${String(issue.path[0] ?? '')}`] ??= []).push(fieldError(issue));
  throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
}
