import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** What this server believes of a request's origin: the client's address and whether it came over https. */
export interface ForwardedRequest {
  address: string;
  https: boolean;
}

/**
 * By the API's own rule: the socket's address and protocol, or, when the socket is a trusted proxy
 * (WEB_TRUST_PROXY), the nearest X-Forwarded-For address that is not one and that proxy's
 * X-Forwarded-Proto.
 */
export function forwardedRequestResolver(
  trust: boolean | string,
): (req: IncomingMessage) => ForwardedRequest {
  const trusted =
    trust === false ? () => false : trust === true ? () => true : proxyAddr.compile(trust.split(','));
  return (req) => {
    const socket = req.socket.remoteAddress ?? '';
    const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
    if (!trusted(socket, 0)) return { address: socket, https: encrypted };
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    return { address: proxyAddr(req, trusted), https: encrypted || proto === 'https' };
  };
}
