// Runs the file collector every hour in every API instance (row locks keep two from deleting the same
// file twice). The timer never keeps the process alive, a sweep never overlaps the previous one, and
// closing the app stops the timer and waits for a sweep in progress.
import type { FastifyInstance } from 'fastify';
import { collectFileGarbage } from './file-collector';

export const FILE_COLLECTOR_INTERVAL_MS = 60 * 60_000;

export function scheduleFileCollector(app: FastifyInstance, intervalMs = FILE_COLLECTOR_INTERVAL_MS): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = collectFileGarbage(app)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'files: deleted files no row names');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'files: collecting failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
