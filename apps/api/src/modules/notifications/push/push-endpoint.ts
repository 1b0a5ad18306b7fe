// The API posts to a subscription's endpoint, so an endpoint is a request the server makes on a user's
// behalf: only the browsers' push services (and origins the settings add) are taken, never an internal
// address (decision 0044).
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
];
/** Windows' push service names a host per region under this domain. */
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com', '.push.apple.com'];

export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return (
    PUSH_SERVICE_HOSTS.includes(url.hostname) ||
    PUSH_SERVICE_DOMAINS.some((domain) => url.hostname.endsWith(domain))
  );
}
