// This machine answers to several loopback names: a site configured as http://localhost:3000 is just as
// well opened as http://127.0.0.1:3000, so CORS and same-site checks accept all of them.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The URL's origin first and, when its host is a loopback name, the same scheme and port on the others. */
export function originAliases(url: string): string[] {
  const { protocol, hostname, port, origin } = new URL(url);
  if (!LOOPBACK_HOSTS.includes(hostname)) return [origin];
  const others = LOOPBACK_HOSTS.filter((host) => host !== hostname);
  return [origin, ...others.map((host) => `${protocol}//${host}${port === '' ? '' : `:${port}`}`)];
}
