// The gate of /admin/v1 (an onRequest hook, so it runs before any validation): no or an invalid token 401,
// a user session 403, an admin-panel session whose user no longer has one of the roles 403; otherwise the
// request goes on with request.user set. Admins may use everything, moderators only moderation.
import { errorResponseSchema } from '@kraam/shared';
import type { StaffRole } from '@kraam/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { bearerToken } from './auth';

export const requireStaff =
  (roles: readonly StaffRole[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const { auth } = request.server;
    const staff = await auth.verifyToken(token, 'admin');
    if (staff && (roles as readonly string[]).includes(staff.role)) {
      request.user = staff;
      return;
    }
    if (staff) throw new AppError('FORBIDDEN');
    throw new AppError((await auth.verifyToken(token, 'user')) ? 'FORBIDDEN' : 'UNAUTHORIZED');
  };

/** The error answers every route behind requireStaff can give. */
export const staffErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};
