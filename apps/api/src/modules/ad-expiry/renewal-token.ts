// The token of an expiry reminder's renewal link: an HMAC under the API's secret of the ad and the end of
// the period the reminder was sent for. A renewal moves that end, so the link works once, and only for
// its ad; no session is needed (the link is opened from a mail).
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, adId: number, validUntilMs: number): string =>
  createHmac('sha256', secret).update(`renew:${adId}:${validUntilMs}`).digest('base64url');

export const renewalToken = (secret: string, adId: number, validUntil: Date): string =>
  `${adId}.${validUntil.getTime()}.${sign(secret, adId, validUntil.getTime())}`;

export interface RenewalTokenSubject {
  adId: number;
  validUntil: Date;
}

/** What a token was made for, or null when it is malformed or not signed by this secret. */
export function readRenewalToken(secret: string, token: string): RenewalTokenSubject | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const adId = Number(match[1]);
  const validUntilMs = Number(match[2]);
  if (adId > 2_147_483_647) return null;
  const expected = Buffer.from(sign(secret, adId, validUntilMs));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { adId, validUntil: new Date(validUntilMs) }
    : null;
}
