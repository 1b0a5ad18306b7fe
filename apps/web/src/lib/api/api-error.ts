import type { ErrorCode } from '@kraam/shared';

/** A failed API call; `message` is the server's text in the request's language when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | null,
    /** True when `message` came from the server and may be shown to the user as is. */
    readonly fromServer: boolean,
    /** Per-field messages of a validation failure, keyed by body field name. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failure: the server's message, else the caller's translated fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
