// The hub's bearer token: browsers cannot set headers on a WebSocket, so they send `access_token` in the
// query (masked in logs by plugins/logging.ts); the Node client sends `Authorization: Bearer`.
import type { FastifyRequest } from 'fastify';

/** Longer is not a token we issue; refusing it early keeps garbage away from the verifier. */
const MAX_TOKEN_LENGTH = 4096;

const QUERY_KEY = 'access_token=';

/**
 * The query's `access_token`, under exactly that name: a parser would also read `access%5Ftoken`, a
 * spelling no client of ours sends and a log filter or proxy rule for the plain name could miss.
 */
function queryToken(url: string): string | undefined {
  const query = url.split('#', 1)[0]?.split('?')[1] ?? '';
  const pair = query.split('&').find((part) => part.startsWith(QUERY_KEY));
  if (pair === undefined) return undefined;
  try {
    return decodeURIComponent(pair.slice(QUERY_KEY.length).replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

export function hubToken(request: FastifyRequest): string | undefined {
  const header = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = header ?? queryToken(request.url);
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}
