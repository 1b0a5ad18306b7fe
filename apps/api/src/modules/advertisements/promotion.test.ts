import {
  API_PATHS,
  PROMOTION_DAYS,
  PROMOTION_PRICE_CENTS,
  ownAdsResponseSchema,
  promotionResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/auth-helpers';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';
import type { PaymentProvider, PaymentStatus } from './payments/payment-provider';
import { promoteAd } from './promotion';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('POST Advertisement/Promote', () => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld();
  });
  afterAll(() => w.t.close());

  const ad = (extra: Parameters<AdsWorld['adOfA']>[0] = {}) => w.adOfA(extra);
  const promote = (advertisementId: number, lang: 'nl' | 'en' = 'en') =>
    w.call('POST', API_PATHS.adPromote, { advertisementId, provider: 'demo' }, { token: w.a.token, lang });

  it('pays through the demo provider, records the promotion and shows the ad in the paid tab', async () => {
    const id = await ad();
    const before = Date.now();
    const response = await promote(id);
    expect(response.statusCode).toBe(200);
    const body = promotionResponseSchema.parse(response.json());
    expect(body.message).toBe('Your ad is on the home page for 3 days.');
    expect(body.data).toMatchObject({
      advertisementId: id,
      provider: 'demo',
      status: 'paid',
      amountCents: PROMOTION_PRICE_CENTS,
    });
    expect(body.data.transactionId).toMatch(/^demo-[0-9a-f-]{36}$/);
    const until = Date.parse(body.data.promotedUntil as string);
    expect(until - before).toBeGreaterThanOrEqual(PROMOTION_DAYS * DAY_MS);
    expect(until - before).toBeLessThan(PROMOTION_DAYS * DAY_MS + 5_000);

    const stored = await w.t.db.selectFrom('promotions').selectAll().where('ad_id', '=', id).execute();
    expect(stored).toMatchObject([
      {
        user_id: w.a.id,
        provider: 'demo',
        transaction_id: body.data.transactionId,
        status: 'paid',
        amount_cents: PROMOTION_PRICE_CENTS,
      },
    ]);
    const paid = await w.call('GET', `${API_PATHS.ownAds}?tab=paid`, undefined, { token: w.a.token });
    expect(ownAdsResponseSchema.parse(paid.json()).data).toMatchObject([
      {
        id,
        isPaid: true,
        promoted: true,
        transactionId: body.data.transactionId,
        promotedUntil: body.data.promotedUntil,
      },
    ]);
    const level = await w.t.db
      .selectFrom('ads')
      .select('ad_level')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(level.ad_level).toBe('promoted');
  });

  it('extends a running promotion by another 3 days, with a new transaction id', async () => {
    const id = await ad();
    const first = promotionResponseSchema.parse((await promote(id)).json()).data;
    const second = promotionResponseSchema.parse((await promote(id)).json()).data;
    expect(Date.parse(second.promotedUntil as string) - Date.parse(first.promotedUntil as string)).toBe(
      PROMOTION_DAYS * DAY_MS,
    );
    expect(second.transactionId).not.toBe(first.transactionId);
  });

  it('refuses an ad that is not online with 409 NOT_ACTIVE, and changes nothing', async () => {
    const cases = [
      await ad({ valid_until: daysFromNow(-1) }),
      await ad({ status: 'inactive' }),
      await ad({ trade_state: 'sold' }),
    ];
    for (const id of cases) {
      const response = await promote(id);
      expect(response.statusCode).toBe(409);
      expect(json(response).errors).toEqual({ advertisementId: ['This ad is not online.'] });
    }
    const touched = await w.t.db.selectFrom('promotions').select('id').where('ad_id', 'in', cases).execute();
    expect(touched).toEqual([]);
    const deleted = await ad({ status: 'deleted' });
    expect((await promote(deleted)).statusCode).toBe(404);
  });

  it('validates the provider name', async () => {
    const response = await w.call(
      'POST',
      API_PATHS.adPromote,
      { advertisementId: 1, provider: 'ideal' },
      { token: w.a.token },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty('provider');
  });

  const provider = (status: PaymentStatus): PaymentProvider => ({
    name: 'demo',
    startPayment: () => Promise.resolve({ transactionId: `test-${status}-${Math.random()}`, status }),
  });

  it('records a failed payment, answers PAYMENT_FAILED and does not promote', async () => {
    const id = await ad();
    await expect(promoteAd(w.t.db, provider('failed'), w.a.id, id)).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      statusCode: 402,
    });
    const stored = await w.t.db
      .selectFrom('promotions')
      .select(['status', 'ends_at'])
      .where('ad_id', '=', id)
      .execute();
    expect(stored).toEqual([{ status: 'failed', ends_at: null }]);
    const row = await w.t.db
      .selectFrom('ads')
      .select(['is_paid', 'promoted_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_paid: false, promoted_until: null });
  });

  it('leaves a pending payment unpromoted until it completes', async () => {
    const id = await ad();
    const promotion = await promoteAd(w.t.db, provider('pending'), w.a.id, id);
    expect(promotion).toMatchObject({ status: 'pending', promotedUntil: null });
    const row = await w.t.db
      .selectFrom('ads')
      .select('is_paid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_paid).toBe(false);
  });

  it('answers 503 and records nothing when the provider cannot be reached', async () => {
    const id = await ad();
    const unreachable: PaymentProvider = {
      name: 'demo',
      startPayment: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    await expect(promoteAd(w.t.db, unreachable, w.a.id, id)).rejects.toMatchObject({ statusCode: 503 });
    const stored = await w.t.db.selectFrom('promotions').select('id').where('ad_id', '=', id).execute();
    expect(stored).toEqual([]);
  });
});
