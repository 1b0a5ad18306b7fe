// The notification centre's calls: the signed-in user's notifications newest first with the unread count,
// and marking some or all read (the new count goes to the user's other tabs too).
import {
  API_PATHS,
  errorResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadBodySchema,
  notificationReadResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { encodeCursor, positionFromQuery } from '../../db/keyset-cursor';
import { currentUser } from '../../plugins/auth';
import { listNotifications, markRead, unreadTotal } from './notification-repository';
import { pushNotification } from './notify';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
/** The cursor's list name: a cursor of another list is refused. Ordered by id alone, so no key. */
const LIST = 'notifications';

export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.notifications,
    {
      schema: {
        tags,
        summary:
          "The signed-in user's notifications, newest first, with the unread count; pass nextCursor as cursor for more",
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { cursor, limit } = request.query;
      const after = positionFromQuery(LIST, cursor, (key) => key.length === 0);
      const { rows, more } = await listNotifications(app.db, userId, limit, after?.id);
      const last = rows.at(-1);
      return {
        data: rows,
        message: null,
        nextCursor: more && last ? encodeCursor(LIST, { key: [], id: last.id }) : null,
        unreadTotal: await unreadTotal(app.db, userId),
      };
    },
  );

  app.post(
    API_PATHS.notificationRead,
    {
      schema: {
        tags,
        summary:
          'Mark own notifications read: {ids} (others are ignored) or {all: true}; answers the unread count',
        security,
        body: notificationReadBodySchema,
        response: { 200: notificationReadResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markRead(app.db, userId, 'all' in request.body ? 'all' : request.body.ids);
      // The other tabs' bells follow; no new notification comes with it.
      return { data: { unreadTotal: await pushNotification(app, userId, null) }, message: null };
    },
  );

  done();
};
