// Whose X-Forwarded-For a server believes (the API's TRUST_PROXY, the web server's WEB_TRUST_PROXY).
// `true` believes every hop (only behind a proxy that overwrites the header); a list of addresses, CIDR
// ranges or the names loopback, linklocal and uniquelocal believes only requests arriving from those, and
// takes the nearest address in the header that is not one of them. Unset or false: the socket's address.
import { z } from 'zod';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const address = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

const isProxyEntry = (entry: string) => NAMED_RANGES.has(entry) || address.safeParse(entry).success;

/** false, true, or the list as Fastify's trustProxy and proxy-addr take it ("a,b"). */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | string => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0') return false;
    if (lower === 'true' || lower === '1') return true;
    const entries = lower
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const invalid = entries.filter((entry) => !isProxyEntry(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `true, false, or addresses, CIDR ranges, loopback, linklocal, uniquelocal; not: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });
