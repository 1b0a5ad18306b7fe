// GET /admin/v1/jobs: the background jobs' queues (queued, retrying, active, completed, failed) and
// their schedules, for the admin panel. Admins only (admin-routes.ts).
import { API_PATHS, jobQueuesResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../plugins/require-staff';

export const adminJobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.adminJobs,
    {
      schema: {
        tags: ['admin'],
        summary: 'The background jobs by queue and state, and when each runs',
        security: [{ bearerAuth: [] }],
        response: { 200: jobQueuesResponseSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      const queues = await app.jobs.overview();
      void reply.header('cache-control', 'no-store');
      return { data: { running: queues !== null, queues: queues ?? [] }, message: null };
    },
  );
  done();
};
