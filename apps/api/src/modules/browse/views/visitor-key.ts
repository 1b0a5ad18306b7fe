// Who a view is from, for the one-view-per-hour rule: the signed-in user, else a hash of the client
// address and user agent (not stored as they are: Redis and memory only ever hold the hash).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function visitorKey(request: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u${userId}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a${createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 22)}`;
}
