import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';

/**
 * Puts the API's field errors (`errors: { field: [messages] }`, nested fields as `a.b`) under the form's
 * fields of those names; true when any was placed. Fields the form does not have are left to the toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    if (messages.length === 0 || !fields.some((name) => field === name || field.startsWith(`${name}.`)))
      continue;
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
    placed = true;
  }
  return placed;
}
