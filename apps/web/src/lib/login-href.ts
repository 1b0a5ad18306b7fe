/** /login with where to come back to: the path and its query (e.g. `?edit=12`), never a hash or host. */
export function loginHref(here: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`;
}
