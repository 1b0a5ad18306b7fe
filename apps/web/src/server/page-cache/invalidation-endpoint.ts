import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_CACHE_SECRET_HEADER, pageCacheInvalidationSchema } from '@kraam/shared';

const MAX_BODY_BYTES = 64 * 1024;

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const answer = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * POST `{ tags }` with the shared secret: the API's way to drop pages on this web server when the
 * instances share no Redis. Anything else is refused without a hint of what the secret is.
 */
export async function handleInvalidation(
  req: IncomingMessage,
  res: ServerResponse,
  secret: string,
  invalidate: (tags: readonly string[]) => number,
): Promise<void> {
  if (req.method !== 'POST') return answer(res, 405, { message: 'Method not allowed' });
  const given = req.headers[PAGE_CACHE_SECRET_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, secret))
    return answer(res, 403, { message: 'Forbidden' });
  const text = await readBody(req);
  let json: unknown = null;
  try {
    json = text === null ? null : JSON.parse(text);
  } catch {
    // Answered as any other bad body below.
  }
  const parsed = pageCacheInvalidationSchema.safeParse(json);
  if (!parsed.success) return answer(res, 400, { message: 'Expected { tags: string[] }' });
  answer(res, 200, { removed: invalidate(parsed.data.tags) });
}
