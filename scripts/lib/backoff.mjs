// How long to wait before restarting a crashed server: 1 s, doubling to at most 30 s, and back to 1 s
// once a run lasted a minute (a crash after long uptime is news, not part of a crash loop).
export const RESTART_BACKOFF = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** previousMs: the delay before the run that just ended (undefined for the first crash). */
export function nextRestartDelay(previousMs, uptimeMs, backoff = RESTART_BACKOFF) {
  if (previousMs === undefined || uptimeMs >= backoff.resetAfterMs) return backoff.initialMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}
