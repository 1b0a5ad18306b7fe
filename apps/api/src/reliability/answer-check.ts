// What every answer of the battery must be: never a 5xx, and every 4xx in DESIGN §3's error shape
// `{ message, code, errors? }`. A failure carries the request, written so it can be sent again.
import { errorResponseSchema } from '@kraam/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** The request as one readable block: method, url, headers and (clipped) body. */
export function describeRequest(request: InjectOptions): string {
  const payload =
    typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
      ? request.payload.toString()
      : JSON.stringify(request.payload ?? '');
  const url = typeof request.url === 'string' ? request.url : JSON.stringify(request.url);
  return [
    `${request.method ?? 'GET'} ${clip(url, 2_000)}`,
    `remoteAddress: ${request.remoteAddress ?? '127.0.0.1'}`,
    `headers: ${JSON.stringify(request.headers ?? {})}`,
    `body: ${JSON.stringify(clip(payload, 2_000))}`,
  ].join('\n');
}

/** What is wrong with the answer, or undefined when it is a 2xx/3xx or a well-formed 4xx. */
export function answerProblem(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${clip(response.body)}`;
  if (status < 400) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} without a JSON body: ${clip(response.body)}`;
  }
  return errorResponseSchema.safeParse(body).success
    ? undefined
    : `${status} not in the error shape: ${clip(response.body)}`;
}
