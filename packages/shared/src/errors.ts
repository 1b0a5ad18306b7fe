import { z } from 'zod';

/** Stable machine-readable error codes; the human message comes in the request's language. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'GONE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_SUSPENDED',
  'INVALID_TOKEN',
  'NO_BOOTH',
  'TOO_MANY_IMAGES',
  'MAIN_IMAGE_REQUIRED',
  'PAYMENT_FAILED',
  'CHAT_OWN_AD',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: errorCodeSchema,
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
