import type { z } from 'zod';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import type { RequestOptions } from '@/lib/api/send-request';

/** A call in the signed-in area (`/exhibitor/…`): the user's token goes along as `Authorization: Bearer`. */
export function authedRequest<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  token: string,
  options: Omit<RequestOptions, 'token'>,
): Promise<Enveloped<z.infer<T>>> {
  return requestJson(base, path, schema, { ...options, token });
}
