import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
