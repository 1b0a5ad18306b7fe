// The file collector as an hourly job on the queue (decision 0042), on one instance at a time; row locks
// keep an overlapping sweep from deleting a file twice.
import type { FastifyInstance } from 'fastify';
import { collectFileGarbage } from './file-collector';

export const FILE_COLLECTOR_JOB = 'file-collector';

export function registerFileCollector(app: FastifyInstance): void {
  app.jobs.define({
    name: FILE_COLLECTOR_JOB,
    cron: '41 * * * *',
    run: async () => {
      const deleted = await collectFileGarbage(app);
      if (deleted > 0) app.log.info({ deleted }, 'files: deleted files no row names');
    },
  });
}
