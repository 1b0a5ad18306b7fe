import { lazyToast } from '@/lib/toasts/lazy-toast';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from './server-field-errors';

interface Failure<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form's field names the server's field errors may land on. */
  fields: readonly string[];
  /** Shown when the server sent no text of its own. */
  fallback: string;
  toastId: string;
}

/** A refused submit: the server's field errors under their fields, its message (else `fallback`) as a toast. */
export function reportSubmitFailure<T extends FieldValues>(
  error: unknown,
  { setError, fields, fallback, toastId }: Failure<T>,
): void {
  applyServerFieldErrors(error, setError, fields);
  lazyToast('error', errorMessage(error, fallback), { toastId });
}
