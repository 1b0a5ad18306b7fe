// app.viewBuffer, its flush timer, and the last flush when the app closes. Registered after the
// database and Redis: onClose hooks of one instance run newest first, so this flush runs before they
// close.
import type { FastifyInstance } from 'fastify';
import { createViewBuffer } from './view-buffer';
import type { ViewBuffer } from './view-buffer';

export const VIEW_FLUSH_INTERVAL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    viewBuffer: ViewBuffer;
  }
}

export function registerViewBuffer(app: FastifyInstance, flushIntervalMs = VIEW_FLUSH_INTERVAL_MS): void {
  const buffer = createViewBuffer({ db: app.db, redis: app.redis, log: app.log });
  app.decorate('viewBuffer', buffer);
  const timer = setInterval(() => void buffer.flush(), flushIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await buffer.flush();
  });
}
