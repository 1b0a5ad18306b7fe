// Security headers for a JSON API, and CORS for the one web origin that calls it with credentials.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

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
  });
  await app.register(cors, {
    origin: new URL(config.publicWebUrl).origin,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
}
