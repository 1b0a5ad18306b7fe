/** Opens home with a full page load, so no state of the old session survives (SPEC §4). */
export function reloadHome(): void {
  window.location.assign('/');
}

/** Only same-site paths are followed after login: `/x` yes, `//evil.example` or `https://…` no. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
