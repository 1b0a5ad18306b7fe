// Expiry reminders on the job queue: every five minutes, each live ad entering its last RENEW_WINDOW_DAYS
// tells its owner once per period, in the centre and by mail with a one-click renewal link. The
// notification's dedupe key (ad and period end) makes it once, whichever instance runs the job; a renewal
// starts a new period, which gets its own reminder.
import { RENEW_WINDOW_DAYS } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { mainImageId } from '../../db/ad-queries';
import { expiryMail } from '../../mail/expiry-mail';
import { renewalToken } from './renewal-token';

export interface ExpiryConfig {
  jwtSecret: string;
  publicWebUrl: string;
}

export const EXPIRY_REMINDER_JOB = 'ad-expiry-reminders';
/** Ads handled per run; the next run (five minutes on) takes the rest. */
const BATCH = 500;

/** The web page a reminder's link opens: it asks before renewing. */
export const renewalPage = (publicWebUrl: string, token: string): string =>
  `${publicWebUrl}/ads/renew?token=${encodeURIComponent(token)}`;

/** Answers how many owners were reminded. */
export async function remindExpiringAds(app: FastifyInstance, config: ExpiryConfig): Promise<number> {
  const ads = await app.db
    .selectFrom('ads as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.title',
      'a.price_cents',
      'a.valid_until',
      'a.user_id',
      'u.email',
      'u.first_name',
      'u.lang',
      mainImageId('a').as('image_id'),
    ])
    .where('a.status', '=', 'published')
    .where('a.trade_state', '<>', 'sold')
    .where('a.valid_until', '>', sql<Date>`now()`)
    .where('a.valid_until', '<=', sql<Date>`now() + make_interval(days => ${RENEW_WINDOW_DAYS}::integer)`)
    // Reminded already for this period: skipped here so a run does not read the same ads again.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'a.user_id')
            .where(
              'n.dedupe_key',
              '=',
              sql<string>`'adExpiring:' || a.id || ':' || (extract(epoch from a.valid_until) * 1000)::bigint`,
            ),
        ),
      ),
    )
    .orderBy('a.valid_until')
    .limit(BATCH)
    .execute();
  let reminded = 0;
  for (const ad of ads) {
    const validUntil = ad.valid_until;
    if (!validUntil) continue;
    const told = await app.notify({
      userId: ad.user_id,
      kind: 'adExpiring',
      dedupeKey: `adExpiring:${ad.id}:${validUntil.getTime()}`,
      subject: {
        advertisementId: ad.id,
        title: ad.title,
        imageId: ad.image_id,
        priceCents: ad.price_cents === null ? null : Number(ad.price_cents),
      },
    });
    // Told before (another instance's run, or this ad's earlier reminder for this period): no second mail.
    if (!told) continue;
    reminded += 1;
    try {
      await app.mailer.send(
        expiryMail({
          lang: ad.lang,
          to: ad.email,
          name: ad.first_name,
          title: ad.title,
          validUntil,
          renewLink: renewalPage(config.publicWebUrl, renewalToken(config.jwtSecret, ad.id, validUntil)),
          adLink: `${config.publicWebUrl}/ads/${ad.id}`,
        }),
      );
    } catch (error) {
      // The centre has told the owner; the mail is not retried (a second run finds the notification).
      app.log.error({ err: error, adId: ad.id }, 'expiry reminder not mailed');
    }
  }
  return reminded;
}

export function registerExpiryReminders(app: FastifyInstance, config: ExpiryConfig): void {
  app.jobs.define({
    name: EXPIRY_REMINDER_JOB,
    cron: '*/5 * * * *',
    run: async () => {
      await remindExpiringAds(app, config);
    },
  });
}
