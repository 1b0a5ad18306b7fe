// Whoever keeps an ad on their wish list hears, in the notification centre, when it gets cheaper (once
// per price change; by mail too for those who asked for it in their profile) and when it is reserved,
// sold or taken away (once each, ever). Runs after the seller's write committed (app.adEvents) and cannot
// fail it.
import type { NotificationKind } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { isActive } from '../../db/active-ads';
import { alertAdOf, matchedAd } from '../../db/alert-ad';
import type { MatchedAd } from '../../db/alert-ad';
import { priceDropMail } from '../../mail/alert-mail';
import { FAVOURITES_LIST, unsubscribeLinks } from '../../mail/alert-unsubscribe';
import type { AlertLinksConfig } from '../../mail/alert-unsubscribe';
import type { AdEvent } from '../../plugins/ad-events';

const STATE_KINDS = {
  reserved: 'favouriteReserved',
  sold: 'favouriteSold',
  removed: 'favouriteRemoved',
} as const satisfies Record<string, NotificationKind>;

/** The users with the ad on their wish list (never its seller's); none for a drop nobody can see. */
async function fans(app: FastifyInstance, adId: number, kind: NotificationKind): Promise<number[]> {
  const rows = await app.db
    .selectFrom('wish_list as w')
    .innerJoin('ads as a', 'a.id', 'w.ad_id')
    .select('w.user_id')
    .where('w.ad_id', '=', adId)
    .$if(kind === 'priceDrop', (query) => query.where(isActive('a')))
    .orderBy('w.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

interface PriceChange {
  priceCents: number | null;
  previousPriceCents: number | null;
}

/** The price drop by mail to those of `userIds` who asked for it; one failed mail spoils no other. */
async function mailPriceDrop(
  app: FastifyInstance,
  config: AlertLinksConfig,
  userIds: number[],
  ad: MatchedAd,
  price: PriceChange,
): Promise<void> {
  if (userIds.length === 0) return;
  const readers = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'lang'])
    .where('id', 'in', userIds)
    .where('price_drop_mail', '=', true)
    .execute();
  for (const reader of readers) {
    try {
      await app.mailer.send(
        priceDropMail({
          lang: reader.lang,
          to: reader.email,
          name: reader.first_name,
          ad: alertAdOf(config, { ...ad, priceCents: price.priceCents }),
          previousPriceCents: price.previousPriceCents,
          favouritesLink: `${config.publicWebUrl}/dashboard/favorites`,
          ...unsubscribeLinks(config, reader.id, FAVOURITES_LIST),
        }),
      );
    } catch (error) {
      app.log.error({ err: error, userId: reader.id, adId: ad.id }, 'price drop not mailed');
    }
  }
}

async function tellFans(
  app: FastifyInstance,
  config: AlertLinksConfig,
  adId: number,
  kind: NotificationKind,
  dedupeKey: string,
  price?: PriceChange,
): Promise<void> {
  const users = await fans(app, adId, kind);
  if (users.length === 0) return;
  const ad = await matchedAd(app.db, adId);
  if (!ad) return;
  const subject = {
    advertisementId: ad.id,
    title: ad.title,
    imageId: ad.imageId,
    priceCents: ad.priceCents,
    ...price,
  };
  const made = await app.notifyMany(users.map((userId) => ({ userId, kind, subject, dedupeKey })));
  // Only those told now: a repeated event makes no notification, and so no second mail.
  if (kind === 'priceDrop' && price)
    await mailPriceDrop(
      app,
      config,
      made.map((entry) => entry.userId),
      ad,
      price,
    );
}

/** The prices of the change itself: the ad may have changed again since. */
async function priceChange(app: FastifyInstance, id: number) {
  const row = await app.db
    .selectFrom('ad_price_changes')
    .select(['old_price_cents', 'new_price_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
  const cents = (value: string | number | null) => (value === null ? null : Number(value));
  return row && { priceCents: cents(row.new_price_cents), previousPriceCents: cents(row.old_price_cents) };
}

export function registerFavouriteAlerts(app: FastifyInstance, config: AlertLinksConfig): void {
  app.adEvents.on(async (event: AdEvent) => {
    if (event.kind === 'visible') return;
    if (event.kind === 'priceLowered') {
      const price = await priceChange(app, event.priceChangeId);
      if (!price) return;
      return tellFans(app, config, event.adId, 'priceDrop', `priceDrop:${event.priceChangeId}`, price);
    }
    const kind = STATE_KINDS[event.kind];
    for (const adId of event.adIds) await tellFans(app, config, adId, kind, `${kind}:${adId}`);
  });
}
