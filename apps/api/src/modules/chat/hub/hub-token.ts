// The hub's bearer token: browsers cannot set headers on a WebSocket, so they send `access_token` in the
// query (masked in logs by plugins/logging.ts); the Node client sends `Authorization: Bearer`.
import type { FastifyRequest } from 'fastify';

/** Longer is not a token we issue; refusing it early keeps garbage away from the verifier. */
const MAX_TOKEN_LENGTH = 4096;

export function hubToken(request: FastifyRequest): string | undefined {
  const header = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.access_token === 'string' ? query.access_token : undefined;
  const token = header ?? fromQuery;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}
