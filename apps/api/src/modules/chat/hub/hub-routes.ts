// POST /ChatHub/negotiate and the /ChatHub WebSocket (DESIGN §5). Both need a valid token: negotiate
// answers 401, the upgrade is refused with 401 before any WebSocket exists, which the official client
// reports as a failed start.
import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  errorResponseSchema,
  hubNegotiateQuerySchema,
  hubNegotiateResponseSchema,
} from '@kraam/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { RawData } from 'ws';
import { AppError } from '../../../plugins/app-error';
import type { AuthUser } from '../../../plugins/auth';
import type { HubConnection, HubSocket } from './hub-connection';
import { hubToken } from './hub-token';

export interface HubRoutesOptions {
  /** Builds the connection for an accepted, authenticated socket. */
  accept(user: AuthUser, socket: HubSocket): HubConnection;
  /** True once the app is closing: new connections are refused. */
  isClosing(): boolean;
}

const tags = ['chat'];

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const token = hubToken(request);
  const user = token ? await app.auth.verifyToken(token) : null;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

export const hubRoutes: FastifyPluginCallbackZod<HubRoutesOptions> = (app, options, done) => {
  app.post(
    API_PATHS.chatNegotiate,
    {
      schema: {
        tags,
        summary: 'SignalR negotiate: offers WebSockets only (the token is checked here too)',
        security: [{ bearerAuth: [] }],
        querystring: hubNegotiateQuerySchema,
        response: { 200: hubNegotiateResponseSchema, 401: errorResponseSchema, 503: errorResponseSchema },
      },
      // Before the body and query are read: a stranger learns nothing from a validation answer.
      onRequest: async (request) => {
        if (options.isClosing()) throw new AppError('SERVICE_UNAVAILABLE');
        await authenticate(app, request);
      },
    },
    () => {
      // The client sends connectionToken back as ?id=; the token on the upgrade is what authenticates.
      return {
        negotiateVersion: 1 as const,
        connectionId: randomUUID(),
        connectionToken: randomUUID(),
        availableTransports: [
          { transport: 'WebSockets' as const, transferFormats: ['Text' as const, 'Binary' as const] },
        ],
      };
    },
  );

  app.route({
    method: 'GET',
    url: API_PATHS.chatHub,
    preValidation: async (request) => {
      if (options.isClosing()) throw new AppError('SERVICE_UNAVAILABLE');
      request.user = await authenticate(app, request);
    },
    wsHandler: (socket, request) => {
      if (!request.user) {
        socket.terminate();
        return;
      }
      const connection = options.accept(request.user, socket);
      socket.on('message', (data: RawData) => connection.receive(toBuffer(data)));
      socket.on('close', () => connection.socketClosed());
    },
    // A plain GET (no upgrade): 404 in the error shape, not @fastify/websocket's empty one.
    handler: () => {
      throw new AppError('NOT_FOUND');
    },
  });

  done();
};
