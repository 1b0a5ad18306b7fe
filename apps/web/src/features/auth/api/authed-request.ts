import type { z } from 'zod';
import { requestJson, type Enveloped, type RequestJsonOptions } from '@/lib/api/request-json';

/** A call in the signed-in area (`/exhibitor/…`): the user's token goes along as `Authorization: Bearer`. */
export function authedRequest<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  token: string,
  options: Omit<RequestJsonOptions, 'token'>,
): Promise<Enveloped<z.infer<T>>> {
  return requestJson(base, path, schema, { ...options, token });
}
