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
 * Where to go after login: a same-origin relative path with its query (`/newAds/chooseCategory?edit=12`).
 * Anything that could leave the site (`//host`, `/\\host`, `https:…`, `javascript:…`, control characters
 * browsers strip into `//`) falls back to home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || [...next].some(unsafeCharacter)) return '/';
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
