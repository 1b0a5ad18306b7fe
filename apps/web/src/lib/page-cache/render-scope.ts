// A bridge from the page being rendered to the guest page cache around Next (src/server/web-server.ts).
// The cache runs each fill inside an AsyncLocalStorage it publishes on globalThis under this key; code in
// Next's bundle reaches it through the key, so it needs no Node import and does nothing in the browser.

/** What a render tells the cache about itself. */
export interface RenderScope {
  /** Set when the HTML shows a fallback (an API call failed): it must not be served to other guests. */
  uncacheable: boolean;
}

/** The store of the render in progress, as AsyncLocalStorage#getStore() gives it. */
export interface RenderScopeSource {
  getStore(): RenderScope | undefined;
}

export const RENDER_SCOPE_KEY = Symbol.for('kraam.guest-page-cache.render-scope');

/** Keeps the current render out of the guest page cache; a no-op outside a cache fill. */
export function markRenderUncacheable(): void {
  const source = (globalThis as { [RENDER_SCOPE_KEY]?: RenderScopeSource })[RENDER_SCOPE_KEY];
  const scope = source?.getStore();
  if (scope) scope.uncacheable = true;
}
