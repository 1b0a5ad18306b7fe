// POST /public/v2/Report/Insert: a notice (Digital Services Act, Art. 16) about an ad, a booth, a chat
// message or a user, from anyone. Answers the case number and mails a receipt at once to whoever gave an
// email. Limited per client address and per reporter's mailbox; one notice per person and target.
import {
  API_PATHS,
  REPORTS_PER_ADDRESS_PER_HOUR,
  REPORTS_PER_EMAIL_PER_HOUR,
  errorResponseSchema,
  reportInsertBodySchema,
  reportInsertResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import { mailboxOf } from '../../mail/mailbox';
import { reportReceiptMail } from '../../mail/templates';
import { AppError } from '../../plugins/app-error';
import { bearerToken } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';
import { windowCounter } from '../../plugins/window-counter';
import { storeNotice } from '../../db/notices';
import { assertNoticesTaken } from './misuse';
import { findReportTarget } from './report-targets';

const HOUR = 3_600_000;

export interface ReportRoutesOptions {
  config: Pick<Config, 'publicWebUrl'>;
}

/** A guest reports as a guest; a token that is sent must be valid (401 before the body is read). */
const optionalUser: onRequestAsyncHookHandler = async (request) => {
  const token = bearerToken(request);
  if (token === undefined) return;
  const user = await request.server.auth.verifyToken(token);
  if (!user) throw new AppError('UNAUTHORIZED');
  request.user = user;
};

export const reportRoutes: FastifyPluginCallbackZod<ReportRoutesOptions> = (app, options, done) => {
  const { publicWebUrl } = options.config;
  const byMailbox = windowCounter(app, { name: 'report-email', timeWindow: HOUR });

  app.post(
    API_PATHS.reportInsert,
    {
      onRequest: [
        optionalUser,
        limit(app, { name: 'report', max: REPORTS_PER_ADDRESS_PER_HOUR, timeWindow: HOUR }),
      ],
      schema: {
        tags: ['moderation'],
        summary: `Report an ad, booth, chat message or user (Digital Services Act, Art. 16); answers the case number and mails a receipt. ${REPORTS_PER_ADDRESS_PER_HOUR} an hour per address, ${REPORTS_PER_EMAIL_PER_HOUR} per email; one notice per person and target`,
        body: reportInsertBodySchema,
        response: {
          200: reportInsertResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const body = request.body;
      const reporterId = request.user?.id ?? null;
      const target = await findReportTarget(app.db, body.targetType, body.targetId, reporterId);
      if (!target) throw new AppError('NOT_FOUND');
      const email = body.email || null;
      if (email) {
        const window = await byMailbox.add(mailboxOf(email));
        if (window.count > REPORTS_PER_EMAIL_PER_HOUR) {
          reply.header('retry-after', Math.ceil(window.ttlMs / 1000));
          throw new AppError('RATE_LIMITED', 'REPORT_EMAIL_LIMIT');
        }
      }
      const keys = [
        ...(reporterId !== null ? [`user:${reporterId}`] : []),
        ...(email ? [`mail:${mailboxOf(email)}`] : []),
        `address:${request.ip}`,
      ];
      await assertNoticesTaken(app.db, keys, lang);
      const [reporterKey = `address:${request.ip}`] = keys;
      const notice = await storeNotice(app.db, {
        targetType: body.targetType,
        targetId: body.targetId,
        targetUserId: target.ownerId,
        category: body.category,
        explanation: body.explanation,
        reporterName: body.name || null,
        reporterEmail: email,
        reporterUserId: reporterId,
        reporterKey,
        lang,
      });
      if (notice.created && email)
        app.sendMailLater(
          reportReceiptMail(lang, email, body.name ?? '', {
            caseNumber: notice.caseNumber,
            link: `${publicWebUrl}${target.path}`,
          }),
        );
      const message = !notice.created
        ? 'REPORT_ALREADY_RECEIVED'
        : email
          ? 'REPORT_RECEIVED'
          : 'REPORT_RECEIVED_ANONYMOUSLY';
      return { data: { caseNumber: notice.caseNumber }, message: infoMessage(lang, message) };
    },
  );

  done();
};
