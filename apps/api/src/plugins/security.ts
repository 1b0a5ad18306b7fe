// Security headers for a JSON API, and CORS for the one web origin that calls it with credentials (on
// every loopback name when it is a local one: http://127.0.0.1:3000 works as well as http://localhost:3000).
// HSTS only on requests that came over https (directly, or per X-Forwarded-Proto from a trusted proxy):
// over plain http browsers ignore it, and sending it there only suggests a protection that is not there.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { originAliases } from '@kraam/shared';
import type { Config } from '../config';

/** A year, subdomains included: helmet's default, which browsers remember only from an https answer. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(
  app: FastifyInstance,
  config: Pick<Config, 'publicWebUrl'>,
): Promise<void> {
  await app.register(helmet, {
    // JSON and images only: nothing may run, load or frame. The /docs UI sets its own CSP.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // The web app (another origin) shows our images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
  await app.register(cors, {
    origin: originAliases(config.publicWebUrl),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
}
