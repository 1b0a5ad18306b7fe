// pino JSON logs that never hold a secret: auth headers, cookies, passwords and tokens are redacted,
// and token query values (the chat hub's access_token) are masked in every logged URL.
import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const SECRET_QUERY_KEYS = new Set(['access_token', 'token']);

/** A query key as a parser reads it: `%61ccess%5Ftoken` is `access_token` to any of them. */
function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
}

/**
 * `/ChatHub?access_token=abc&x=1` → `/ChatHub?access_token=[redacted]&x=1`; the key is judged decoded,
 * so no spelling of it carries a token into a log.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.jwtSecret',
];

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: Writable,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Fastify's default request serializer, with the URL masked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
      // @fastify/websocket logs `{ path: request.url }` when it closes an upgrade to a route without a
      // WebSocket handler; a browser's access_token would be in it.
      path: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
    },
    ...(stream ? { stream } : {}),
  };
}
