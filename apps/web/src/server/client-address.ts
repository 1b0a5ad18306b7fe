import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The address this server attributes a request to, by the API's own rule: the socket's, or, when the
 * socket is a trusted proxy (WEB_TRUST_PROXY), the nearest X-Forwarded-For address that is not one.
 */
export function clientAddressResolver(trust: boolean | string): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  const trusted = trust === true ? () => true : proxyAddr.compile(trust.split(','));
  return (req) => proxyAddr(req, trusted);
}
