// The alert mails' List-Unsubscribe address. POST (RFC 8058: a mail client's one-click with the form
// `List-Unsubscribe=One-Click`, or the web page's confirmation) turns that search's email (or the
// favourites' price-drop mail) off, by the
// signed token alone, without a session or cookies. GET changes nothing (mail scanners follow links): it
// sends the browser to the web page that asks first.
import {
  API_PATHS,
  alertUnsubscribeBodySchema,
  alertUnsubscribeQuerySchema,
  alertUnsubscribeResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { FAVOURITES_LIST, readAlertToken, unsubscribePage } from '../../mail/alert-unsubscribe';
import type { AlertMailConfig } from './alert-mailing';

const tags = ['saved searches'];

export const alertUnsubscribeRoutes: FastifyPluginCallbackZod<{ config: AlertMailConfig }> = (
  app,
  options,
  done,
) => {
  const { config } = options;
  // No per-address limit: mail providers post one-click unsubscribes for many users from few addresses.
  // A forged token is refused by its HMAC before any query, and a valid one only reaches its own search.
  // Mail clients post a form; only in this plugin's context, so no other route takes one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    API_PATHS.alertUnsubscribe,
    {
      schema: {
        tags,
        summary:
          "One-click unsubscribe (RFC 8058) from a saved search's alert mails or the favourites' price-drop mails, by the mail's signed token; no session",
        querystring: alertUnsubscribeQuerySchema,
        body: alertUnsubscribeBodySchema,
        response: { 200: alertUnsubscribeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const subject = readAlertToken(config.jwtSecret, request.query.token);
      if (!subject) throw new AppError('INVALID_TOKEN');
      const { list, userId } = subject;
      const { numUpdatedRows } =
        list === FAVOURITES_LIST
          ? await app.db
              .updateTable('users')
              .set({ price_drop_mail: false, updated_at: new Date() })
              .where('id', '=', userId)
              .executeTakeFirst()
          : await app.db
              .updateTable('saved_searches')
              .set({ email: false, updated_at: new Date() })
              .where('id', '=', list)
              .where('user_id', '=', userId)
              .executeTakeFirst();
      // The search (or the account) was deleted since the mail: nothing left to turn off.
      if (numUpdatedRows === 0n) throw new AppError('NOT_FOUND');
      const said = list === FAVOURITES_LIST ? 'PRICE_DROP_MAIL_OFF' : 'ALERT_UNSUBSCRIBED';
      return { data: null, message: infoMessage(requestLang(request), said) };
    },
  );

  app.get(
    API_PATHS.alertUnsubscribe,
    {
      schema: {
        tags,
        summary: 'Changes nothing: sends the browser to the web page that asks before unsubscribing',
        querystring: alertUnsubscribeQuerySchema,
        response: { 303: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await reply.redirect(unsubscribePage(config.publicWebUrl, request.query.token), 303);
    },
  );

  done();
};
