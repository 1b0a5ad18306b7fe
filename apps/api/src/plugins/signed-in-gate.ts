// The one gate of the signed-in routes (DESIGN §7): every route under /exhibitor/, and the few
// user-only routes elsewhere that say `config: { signedIn: true }` (their paths are fixed by SPEC §7),
// get requireUser as their first onRequest hook when they are registered. So a caller without a valid
// user session is answered 401 before the body is read, parsed or validated, and a route added under the
// prefix cannot forget it. Admin-panel routes have their own gate (require-staff.ts).
import type { FastifyInstance, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { requireUser } from './auth';
import { prependOnRequest } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A user-only route outside SIGNED_IN_PREFIX. */
    signedIn?: boolean;
  }
}

export const SIGNED_IN_PREFIX = '/exhibitor/';

export function isSignedInRoute(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return route.url.startsWith(SIGNED_IN_PREFIX) || route.config?.signedIn === true;
}

/** Call before any route is registered: the hook only sees routes added after it. */
export function registerSignedInGate(app: FastifyInstance): void {
  const gate: onRequestAsyncHookHandler = requireUser;
  app.addHook('onRoute', (route) => {
    if (isSignedInRoute(route)) prependOnRequest(route, gate);
  });
}
