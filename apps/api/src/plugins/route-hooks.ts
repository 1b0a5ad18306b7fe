// Plugins that guard routes by their path (the sign-in gate, the search limit) add their hook from an
// onRoute hook as each route is registered, ahead of the route's own.
import type { RouteOptions, onRequestHookHandler, onRequestAsyncHookHandler } from 'fastify';

/** Puts `hook` first among the route's onRequest hooks, once: a GET's HEAD twin comes with the GET's. */
export function prependOnRequest(
  route: RouteOptions,
  hook: onRequestHookHandler | onRequestAsyncHookHandler,
): void {
  const current = route.onRequest === undefined ? [] : [route.onRequest].flat();
  if (!current.includes(hook)) route.onRequest = [hook, ...current];
}
