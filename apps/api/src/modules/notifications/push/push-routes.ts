// The push switch's calls: the VAPID public key (public), and saving or forgetting this browser's
// subscription for the signed-in user.
import {
  API_PATHS,
  errorResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteQuerySchema,
  pushSubscriptionResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../plugins/app-error';
import { currentUser } from '../../../plugins/auth';
import { isPushServiceEndpoint } from './push-endpoint';
import { deleteSubscription, saveSubscription } from './push-subscription-repository';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const pushRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.pushPublicKey,
    {
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe a browser with (applicationServerKey)',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    () => ({ data: { publicKey: app.webPush.publicKey }, message: null }),
  );

  app.post(
    API_PATHS.pushSubscriptionInsert,
    {
      schema: {
        tags,
        summary: "Keep this browser's push subscription (PushSubscription.toJSON()) for the signed-in user",
        security,
        body: pushSubscriptionBodySchema,
        response: {
          200: pushSubscriptionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!isPushServiceEndpoint(request.body.endpoint, app.webPush.extraServiceOrigins))
        throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { endpoint: ['PUSH_SERVICE_UNKNOWN'] });
      await saveSubscription(app.db, userId, request.body);
      return { data: null, message: null };
    },
  );

  app.delete(
    API_PATHS.pushSubscriptionDelete,
    {
      schema: {
        tags,
        summary: "Forget this browser's push subscription (the signed-in user's only)",
        security,
        querystring: pushSubscriptionDeleteQuerySchema,
        response: {
          200: pushSubscriptionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, currentUser(request).id, request.query.endpoint);
      return { data: null, message: null };
    },
  );

  done();
};
