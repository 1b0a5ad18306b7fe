// The one error type modules throw for expected failures; the error handler turns it into
// DESIGN §3's `{ message, code, errors? }` in the request's language.
import type { ErrorCode } from '@kraam/shared';
import type { FieldMessageKey, MessageKey } from './messages';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // After the generic codes, so codeForStatus() maps a plain 401/403/409/400 to those.
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  ACCOUNT_SUSPENDED: 403,
  INVALID_TOKEN: 400,
  NO_BOOTH: 409,
  TOO_MANY_IMAGES: 409,
  MAIN_IMAGE_REQUIRED: 409,
  PAYMENT_FAILED: 402,
  CHAT_OWN_AD: 403,
};

/** A field error: its catalogue key, or the key with the values for its `{placeholders}`. */
export type FieldError = FieldMessageKey | { key: FieldMessageKey; params: Record<string, unknown> };

export class AppError extends Error {
  readonly statusCode: number;
  readonly params: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = code,
    readonly fieldErrors?: Record<string, FieldError[]>,
    /** `cause` keeps the underlying failure for the log; `params` fill the message's `{placeholders}`. */
    options?: ErrorOptions & { params?: Record<string, string> },
  ) {
    super(code, options);
    this.params = options?.params;
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

/** The error code a plain HTTP status stands for (errors thrown by Fastify and its plugins). */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
}
