import { z } from 'zod';
import { envelope } from './envelope';

export const staticDataSchema = z.object({
  company: z.object({
    name: z.string(),
    companyLogo: z.uuid().nullable(),
    slogan: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});
export type StaticData = z.infer<typeof staticDataSchema>;

export const staticDataResponseSchema = envelope(staticDataSchema);
export type StaticDataResponse = z.infer<typeof staticDataResponseSchema>;
