// The renewal link an expiry reminder mails, made as the API makes it (an HMAC under the secret the API
// keeps in its DATA_DIR): the journeys cannot wait three weeks for a reminder, so they sign one.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, ownAdResponseSchema } from '@kraam/shared';
import { readAnswer } from './api';
import { API_URL, DATA_DIR } from './env';

/** The end of an own ad's current period, as the API answers it. */
export async function validUntilOf(token: string, adId: number): Promise<string> {
  const response = await fetch(`${API_URL}${API_PATHS.ownAd}?id=${adId}&lang=nl`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { validUntil } = (await readAnswer(response, ownAdResponseSchema)).data;
  if (!validUntil) throw new Error(`ad ${adId} has no period`);
  return validUntil;
}

/** The web path of the reminder's link for that ad and period. */
export function renewalPath(adId: number, validUntil: string): string {
  const secret = readFileSync(path.join(DATA_DIR, 'jwt-secret'), 'utf8').trim();
  const stamp = new Date(validUntil).getTime();
  const signature = createHmac('sha256', secret).update(`renew:${adId}:${stamp}`).digest('base64url');
  return `/ads/renew?token=${encodeURIComponent(`${adId}.${stamp}.${signature}`)}`;
}
