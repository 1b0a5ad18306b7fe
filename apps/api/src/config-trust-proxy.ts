// TRUST_PROXY: whose X-Forwarded-For the API believes. `true` believes every hop (only behind a proxy
// that overwrites the header); a list of addresses, CIDR ranges or the names loopback, linklocal and
// uniquelocal believes only requests arriving from those (the web server, a reverse proxy), and takes
// the nearest address in the header that is not one of them. Unset or false: the socket's address.
import { isIP } from 'node:net';
import { z } from 'zod';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** false, true, or the list as Fastify's trustProxy takes it ("a,b"). */
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
