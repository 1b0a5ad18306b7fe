// The error answers every route behind requireAdmin can give.
import { errorResponseSchema } from '@kraam/shared';

export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};
