/** Opens home with a full page load, so no state of the old session survives (SPEC §4). */
export function reloadHome(): void {
  window.location.assign('/');
}

const PROBE_ORIGIN = 'http://kraam.invalid';

const unsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * Whether a browser could read this as another site: `//host`, `/\\host` (a backslash counts as a
 * slash) or control characters browsers drop.
 */
const leavesSite = (path: string): boolean =>
  !path.startsWith('/') || path.startsWith('//') || [...path].some(unsafeCharacter);

/** The path, query and hash `path` stands for on this site, dot segments resolved; null when off-site. */
function normalised(path: string): string | null {
  if (leavesSite(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where to go after login: a same-origin relative path with its query (`/newAds/chooseCategory?edit=12`).
 * Anything that could leave the site (`//host`, `/\\host`, `https:…`, `javascript:…`, control characters
 * browsers strip into `//`) falls back to home. Normalising can itself make a host (`/.//evil`,
 * `/%2e%2e//evil` resolve to `//evil`), so the result is checked again and must be stable.
 */
export function safeNextPath(next: string | null | undefined): string {
  const path = next ? normalised(next) : null;
  return path !== null && normalised(path) === path ? path : '/';
}
