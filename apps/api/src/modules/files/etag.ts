import { createHash } from 'node:crypto';

/** Strong ETag: a file id never changes its bytes, so id + variant names the representation. */
export const fileEtag = (id: string, variantKey: string): string =>
  `"${createHash('sha256').update(`${id}:${variantKey}`).digest('base64url').slice(0, 27)}"`;

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
