// The link in a statement of reasons lets its affected user read the decision and appeal without logging
// in: a suspended account cannot log in, yet Art. 20 keeps the appeal open to it. The token is an HMAC of
// the decision and the user under the API's secret; it opens that one statement and its appeal only.
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, decisionId: number, userId: number): string =>
  createHmac('sha256', secret).update(`appeal:${decisionId}:${userId}`).digest('base64url');

export const appealToken = (secret: string, decisionId: number, userId: number): string =>
  `${userId}.${sign(secret, decisionId, userId)}`;

/** The user a token was made for, or null when it is not this decision's. */
export function appealTokenUser(secret: string, decisionId: number, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(sign(secret, decisionId, userId));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
