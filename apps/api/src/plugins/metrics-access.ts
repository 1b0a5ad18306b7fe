// Who may read /metrics. With METRICS_TOKEN set: whoever sends it as a bearer token, from anywhere (a
// Prometheus on another host). Without: only a direct connection from this machine, and only while
// TRUST_PROXY names no proxy. A request that came through a proxy (X-Forwarded-For or Forwarded present) is
// refused even from loopback, because a reverse proxy on the same host makes every visitor's request arrive
// from 127.0.0.1; and with a proxy configured the token is required, as one that sets only X-Real-IP or
// passes TCP through would bring visitors in from loopback without either header.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Compares digests, so neither the length nor the content leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAccess(
  request: FastifyRequest,
  token: string | undefined,
  trustProxy: boolean | string,
): MetricsAccess {
  if (token !== undefined) {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return match?.[1] !== undefined && sameSecret(match[1], token) ? 'allowed' : 'unauthorized';
  }
  if (trustProxy !== false) return 'forbidden';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  // The socket's own address: request.ip would follow X-Forwarded-For when TRUST_PROXY is on.
  const local = LOOPBACK.test(request.socket.remoteAddress ?? '');
  return local && !proxied ? 'allowed' : 'forbidden';
}
