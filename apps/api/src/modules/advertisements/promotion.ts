// The 3-day home promotion: pay through a provider, record the payment, then extend promoted_until.
// The provider is called outside the transaction so a slow provider never holds a database lock.
import { PROMOTION_PRICE_CENTS } from '@kraam/shared';
import type { Promotion } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import { canPromote, promotionPeriod } from './ad-lifecycle';
import type { PaymentProvider } from './payments/payment-provider';

/** 404 for an ad that is not the caller's or is deleted; 409 NOT_ACTIVE when it is not live or sold. */
async function assertPromotable(db: Kysely<Database>, userId: number, adId: number): Promise<void> {
  const ad = await db
    .selectFrom('ads')
    .select(['status', 'trade_state', 'valid_until'])
    .where('id', '=', adId)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['deleted', 'removed'])
    .executeTakeFirst();
  if (!ad) throw new AppError('NOT_FOUND');
  const state = { status: ad.status, tradeState: ad.trade_state, validUntil: ad.valid_until };
  if (!canPromote(state, new Date()))
    throw new AppError('CONFLICT', 'CONFLICT', { advertisementId: ['NOT_ACTIVE'] });
}

export async function promoteAd(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: number,
  adId: number,
): Promise<Promotion> {
  await assertPromotable(db, userId, adId);
  // An unreachable provider is an outage on their side, not a bug on ours: 503, nothing recorded.
  const payment = await provider
    .startPayment({
      amountCents: PROMOTION_PRICE_CENTS,
      description: 'Kraam: 3 days on the home page',
      reference: `ad-${adId}-promotion`,
    })
    .catch((error: unknown) => {
      throw new AppError('SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', undefined, { cause: error });
    });
  const promotion = await db.transaction().execute(async (trx) => {
    const at = new Date();
    const ad = await trx
      .selectFrom('ads')
      .select('promoted_until')
      .where('id', '=', adId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const period = payment.status === 'paid' ? promotionPeriod(ad.promoted_until, at) : undefined;
    await trx
      .insertInto('promotions')
      .values({
        ad_id: adId,
        user_id: userId,
        provider: provider.name,
        transaction_id: payment.transactionId,
        amount_cents: PROMOTION_PRICE_CENTS,
        status: payment.status,
        starts_at: period?.startsAt ?? null,
        ends_at: period?.endsAt ?? null,
      })
      .execute();
    // Paid money is honoured even if the ad changed meanwhile; only a failed payment changes nothing.
    if (period)
      await trx
        .updateTable('ads')
        .set({
          is_paid: true,
          transaction_id: payment.transactionId,
          ad_level: 'promoted',
          promoted_until: period.endsAt,
          updated_at: at,
        })
        .where('id', '=', adId)
        .execute();
    return {
      advertisementId: adId,
      provider: provider.name,
      transactionId: payment.transactionId,
      amountCents: PROMOTION_PRICE_CENTS,
      status: payment.status,
      promotedUntil: period ? period.endsAt.toISOString() : null,
    };
  });
  if (promotion.status === 'failed') throw new AppError('PAYMENT_FAILED');
  return promotion;
}
