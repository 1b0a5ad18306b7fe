// The unread-chat emails as a job on the queue (decision 0042): every minute, on one instance at a time;
// the claim in the job keeps a run that overlaps another from sending twice.
import type { FastifyInstance } from 'fastify';
import { sendUnreadChatEmails } from './unread-email-job';

export const CHAT_UNREAD_EMAIL_JOB = 'chat-unread-emails';

export function registerUnreadChatEmails(app: FastifyInstance, options: { publicWebUrl: string }): void {
  app.jobs.define({
    name: CHAT_UNREAD_EMAIL_JOB,
    cron: '* * * * *',
    run: async () => {
      const sent = await sendUnreadChatEmails({
        db: app.db,
        mailer: app.mailer,
        publicWebUrl: options.publicWebUrl,
        log: app.log,
      });
      if (sent > 0) app.log.info({ sent }, 'chat: unread-message emails sent');
    },
  });
}
