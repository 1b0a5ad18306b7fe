// Whether an error means the database cannot be reached right now (restarting, refusing connections,
// the connection dropped), as opposed to a bug: such a request answers 503, so a client or a balancer
// retries, instead of 500.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and the shutdown family of class 57.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);

// node-postgres reports a dropped connection or a pool that could not connect in time without a code.
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = codeOf(error);
  if (code && UNREACHABLE_CODES.has(code)) return true;
  if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (every address refused) or an error wrapping its cause.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
