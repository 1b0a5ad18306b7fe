// Public routes that do more for a logged-in visitor (for-you feed, last visits, isFavorite): the user
// of a valid bearer token, or null for a guest. An invalid token counts as a guest, not as an error.
import type { FastifyRequest } from 'fastify';

export async function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const user = await request.server.auth.verifyToken(match[1]);
  return user?.id ?? null;
}
