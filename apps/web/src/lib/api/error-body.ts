import type { ErrorResponse } from '@kraam/shared';
import { isRecord } from './is-record';

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  isRecord(value) &&
  Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );

/**
 * The failure body of DESIGN §3 (`message`, `code`, optional `errors`), or null for anything else (a
 * proxy's page). The code is the API's, one of the contract's ERROR_CODES (decision 0019).
 */
export function readErrorBody(json: unknown): ErrorResponse | null {
  if (!isRecord(json) || typeof json.message !== 'string' || typeof json.code !== 'string') return null;
  if (json.errors !== undefined && !isFieldErrors(json.errors)) return null;
  return {
    message: json.message,
    code: json.code as ErrorResponse['code'],
    ...(json.errors ? { errors: json.errors } : {}),
  };
}
