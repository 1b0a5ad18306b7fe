import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { RESPONSE_STATUS_KEY, type ResponseStatusScope } from '../lib/http/response-status';

export type Handle = () => Promise<void>;

/**
 * Lets the page a request renders choose its status (lib/http/response-status.ts): `run(req, res, handle)`
 * runs the request inside the scope and sends that status where Next would send 200. Next's RSC requests
 * (client navigation, prefetch) keep Next's status: a non-200 payload makes the browser reload the whole
 * page, while a 200 shows the same page in place.
 */
export function createResponseStatus(): (
  req: IncomingMessage,
  res: ServerResponse,
  handle: Handle,
) => Promise<void> {
  const scopes = new AsyncLocalStorage<ResponseStatusScope>();
  (globalThis as Record<symbol, unknown>)[RESPONSE_STATUS_KEY] = scopes;
  return (req, res, handle) => {
    if (req.headers.rsc !== undefined) return handle();
    const scope: ResponseStatusScope = { status: null };
    // Node writes the status line through writeHead, also when Next only set statusCode and wrote.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = (status: number, ...rest: unknown[]) => {
      if (status !== 200 || scope.status === null) return writeHead(status, ...rest);
      // With its own reason phrase: one set for the 200 would otherwise stay ('410 OK').
      const reason = typeof rest[0] === 'string' ? [] : [STATUS_CODES[scope.status]];
      return writeHead(scope.status, ...reason, ...rest);
    };
    return scopes.run(scope, handle);
  };
}
