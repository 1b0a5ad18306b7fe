'use client';
import { useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '@/lib/api/api-error';

/**
 * Small form state for the account forms: values (never reset on failure), one error per field,
 * required checks and the server's field errors (`errors: { field: [messages] }`) mapped onto fields.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [sending, setSending] = useState(false);

  const field = (name: K, helperText?: string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
  });

  /** Marks every empty field of `names`; true when all are filled. */
  const requireFilled = (names: readonly K[], message: string): boolean => {
    const missing = names.filter((name) => values[name].trim() === '');
    if (missing.length > 0) {
      setErrors((previous) => ({
        ...previous,
        ...Object.fromEntries(missing.map((name) => [name, message])),
      }));
    }
    return missing.length === 0;
  };

  /** Puts the server's field messages under the fields this form has; true when any was placed. */
  const applyServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const placed = Object.entries(error.fields).filter(
      (entry): entry is [K, string[]] => entry[0] in values && entry[1].length > 0,
    );
    if (placed.length > 0) {
      setErrors((previous) => ({
        ...previous,
        ...Object.fromEntries(placed.map(([k, m]) => [k, m.join(' ')])),
      }));
    }
    return placed.length > 0;
  };

  /**
   * Runs a submit while showing progress; on failure the server's field errors go under their fields and
   * its message (else `fallback`) becomes a toast. Typed values are kept either way.
   */
  const send = async (action: () => Promise<void>, failure: { fallback: string; toastId: string }) => {
    setSending(true);
    try {
      await action();
    } catch (error) {
      applyServerErrors(error);
      toast.error(errorMessage(error, failure.fallback), { toastId: failure.toastId });
    } finally {
      setSending(false);
    }
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    field,
    requireFilled,
    applyServerErrors,
    sending,
    setSending,
    send,
  };
}

export type FormFields<K extends string> = ReturnType<typeof useFormFields<K>>;
