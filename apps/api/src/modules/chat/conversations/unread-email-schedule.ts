// Runs the unread-email job on an interval in every API instance (the claim keeps them from sending
// twice). The timer never keeps the process alive, a run never overlaps the previous one, and closing
// the app stops the timer and waits for a run in progress.
import type { FastifyInstance } from 'fastify';
import { sendUnreadChatEmails } from './unread-email-job';

export function scheduleUnreadChatEmails(
  app: FastifyInstance,
  options: { intervalMs: number; publicWebUrl: string },
): void {
  if (options.intervalMs <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sendUnreadChatEmails({
      db: app.db,
      mailer: app.mailer,
      publicWebUrl: options.publicWebUrl,
      log: app.log,
    })
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'chat unread emails failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
