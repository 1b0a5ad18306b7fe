// The token of an alert mail's unsubscribe link (as appeal-link.ts signs statement links): an HMAC under
// the API's secret of the user, the saved search and the channel, so it turns off that one search's email
// and nothing else, and needs no session (mail clients post it without cookies).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AlertChannel = 'email';

const sign = (secret: string, userId: number, searchId: number, channel: AlertChannel): string =>
  createHmac('sha256', secret).update(`alert:${channel}:${userId}:${searchId}`).digest('base64url');

export const alertToken = (secret: string, userId: number, searchId: number, channel: AlertChannel): string =>
  `${userId}.${searchId}.${channel}.${sign(secret, userId, searchId, channel)}`;

export interface AlertTokenSubject {
  userId: number;
  searchId: number;
  channel: AlertChannel;
}

/** What a token was made for, or null when it is malformed or not signed by this secret. */
export function readAlertToken(secret: string, token: string): AlertTokenSubject | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(email)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const searchId = Number(match[2]);
  const channel = match[3] as AlertChannel;
  const expected = Buffer.from(sign(secret, userId, searchId, channel));
  const given = Buffer.from(match[4] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, searchId, channel }
    : null;
}
