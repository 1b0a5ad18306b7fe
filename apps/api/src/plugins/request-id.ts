// One id per request: Fastify's child logger writes it as `reqId` on every request-scoped log line, and
// the X-Request-Id response header hands it to the caller, so a user's report or a proxy's log leads
// straight to the API's lines. An incoming X-Request-Id (from a proxy or load balancer) is kept only when
// short and made of safe characters: anything else could break or forge log lines, so it is replaced.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming id when safe, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Sends the id back on every answer, errors and 404s included (set before any handler runs). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
