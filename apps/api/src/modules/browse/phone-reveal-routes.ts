// POST /exhibitor/v2/Advertisement/RevealPhone: a seller's number, only to a signed-in user who asks for
// it, never in the public ad page (docs/decisions/0032-phone-numbers-for-signed-in-users.md). Under
// /exhibitor/, so the signed-in gate answers 401 before the body is read.
import {
  API_PATHS,
  PHONE_REVEALS_PER_DAY,
  PHONE_REVEAL_WINDOW_HOURS,
  errorResponseSchema,
  phoneRevealBodySchema,
  phoneRevealResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { revealPhone } from './phone-reveal-repository';

export const phoneRevealRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    API_PATHS.adRevealPhone,
    {
      schema: {
        tags: ['browse'],
        summary: `The seller's phone number (E.164) of an active ad: ${PHONE_REVEALS_PER_DAY} different ads per user in ${PHONE_REVEAL_WINDOW_HOURS} hours (rolling), own ads and repeats free; 429 with Retry-After past it`,
        security: [{ bearerAuth: [] }],
        body: phoneRevealBodySchema,
        response: {
          200: phoneRevealResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // A personal answer: no browser or proxy may keep it.
      reply.header('cache-control', 'no-store');
      const outcome = await revealPhone(app.db, currentUser(request).id, request.body.advertisementId);
      if (outcome.kind === 'notFound') throw new AppError('NOT_FOUND');
      if (outcome.kind === 'limited') {
        reply.header('retry-after', outcome.retryAfterSeconds);
        throw new AppError('RATE_LIMITED', 'PHONE_REVEAL_LIMIT');
      }
      return { data: { phone: outcome.phone }, message: null };
    },
  );

  done();
};
