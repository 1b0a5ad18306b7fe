// One-click renewal from the expiry reminder: three days before an ad expires its owner gets a mail whose
// link renews it for FREE_AD_DAYS, keeping its address, favourites and conversations; an expired ad can
// be relisted the same way for RELIST_DAYS. The link names the ad and the end of the period it was sent
// for, so it works once. GET of the call describes it (the confirmation page; changes nothing), POST renews.
import { z } from 'zod';
import { envelope } from './envelope';

/** An expired ad's reminder link still relists it this many days after it expired. */
export const RELIST_DAYS = 14;

export const adRenewalQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const adRenewalBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** `renewable`: the press renews; `renewed`: this press did (POST); `used`: renewed since the mail; `tooLate`: expired > RELIST_DAYS ago;
 * `unavailable`: sold, taken offline, deleted or removed. */
export const AD_RENEWAL_STATES = ['renewable', 'renewed', 'used', 'tooLate', 'unavailable'] as const;
export type AdRenewalState = (typeof AD_RENEWAL_STATES)[number];

export const adRenewalSchema = z.object({
  advertisementId: z.number().int(),
  title: z.string(),
  /** The end of the ad's current period (after a renewal: the new one). */
  validUntil: z.string(),
  state: z.enum(AD_RENEWAL_STATES),
});
export type AdRenewal = z.infer<typeof adRenewalSchema>;
export const adRenewalResponseSchema = envelope(adRenewalSchema);
