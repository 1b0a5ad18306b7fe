// The one gate of /admin/v1 (an onRequest hook, so it runs before any validation): no or an invalid
// token 401, a valid user session 403, an admin session of a user who is still an admin passes.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error';
import { bearerToken } from '../../plugins/auth';

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const { auth } = request.server;
  const admin = await auth.verifyToken(token, 'admin');
  if (admin) {
    request.user = admin;
    return;
  }
  throw new AppError((await auth.verifyToken(token, 'user')) ? 'FORBIDDEN' : 'UNAUTHORIZED');
}
