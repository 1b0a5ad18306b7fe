// Who a view is from, for the one-view-per-hour rule: the signed-in user, else the client address (not
// stored as it is: Redis and memory only ever hold a hash). Not the User-Agent: a client choosing its own
// could count as a new visitor with every beacon and push an ad up 'trending' (docs/ranking.md). An IPv6
// client holds a whole /64, so its first 64 bits stand for it.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The first four groups of an IPv6 address, "::" expanded; any other address as it is. */
export function addressOfVisitor(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function visitorKey(request: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u${userId}`;
  return `a${createHash('sha256').update(addressOfVisitor(request.ip)).digest('base64url').slice(0, 22)}`;
}
