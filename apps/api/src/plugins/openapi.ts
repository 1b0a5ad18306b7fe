// The OpenAPI document, generated from the zod schemas of packages/shared: JSON at /docs/json, UI at /docs.
// The document is always built (app.swagger()); the UI and its routes only with API_DOCS (config.apiDocs:
// on by default, off by default in production, where the API's whole surface need not be advertised).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'publicApiUrl' | 'apiDocs'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kraam API',
        description: 'Classified ads and booths. Texts come in the language of `lang` (nl, default, or en).',
        version: '0.1.0',
      },
      servers: [{ url: config.publicApiUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (!config.apiDocs) return;
  // staticCSP replaces the API-wide `default-src 'none'` on the UI's own pages. The UI sets inline styles,
  // and the API may be served over plain http (local development), so no upgrade-insecure-requests.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;/, ''),
  });
}
