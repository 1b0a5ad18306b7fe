// A bridge from the page being rendered to the production web server (src/server/web-server.ts), for the
// one status Next cannot give a page itself: 410 Gone for what a moderation decision removed (Next has
// notFound() for 404, nothing for 410). The server runs each page request inside an AsyncLocalStorage it
// publishes on globalThis under this key; code in Next's bundle reaches it through the key, so it needs no
// Node import. Under `next dev`, which has no such server, the page is served as a 200.

/** What a render asks of its response. */
export interface ResponseStatusScope {
  /** The status to send instead of the 200 Next would send; null for Next's own. */
  status: number | null;
}

/** The store of the request in progress, as AsyncLocalStorage#getStore() gives it. */
export interface ResponseStatusSource {
  getStore(): ResponseStatusScope | undefined;
}

export const RESPONSE_STATUS_KEY = Symbol.for('kraam.web-server.response-status');

/**
 * Answers the page being rendered with `status` instead of 200. Call it before anything streams: in a page
 * with no loading boundary above it (as for notFound(), decision 0012). A no-op outside the web server.
 */
export function answerWithStatus(status: number): void {
  const source = (globalThis as { [RESPONSE_STATUS_KEY]?: ResponseStatusSource })[RESPONSE_STATUS_KEY];
  const scope = source?.getStore();
  if (scope) scope.status = status;
}
