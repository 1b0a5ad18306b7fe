import { API_PATHS, FREE_AD_DAYS, multiEditResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/auth-helpers';
import { insertAdRow } from '../../test/ad-fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('POST AdvertisementData/MultiEdit', () => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld();
  });
  afterAll(() => w.t.close());

  const ad = (extra: Parameters<AdsWorld['adOfA']>[0] = {}) => w.adOfA(extra);
  const row = (id: number) =>
    w.t.db
      .selectFrom('ads')
      .select(['status', 'trade_state', 'valid_from', 'valid_until', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const multiEdit = (advertisementIds: number[], action: string, token = w.a.token) =>
    w.call('POST', API_PATHS.adMultiEdit, { advertisementIds, action }, { token, lang: 'en' });

  it('renews inside the window and after expiry, skips an ad far from expiry with RENEW_TOO_EARLY', async () => {
    const early = await ad({ valid_until: daysFromNow(10) });
    const inWindow = await ad({ valid_until: daysFromNow(2) });
    const expired = await ad({ valid_until: daysFromNow(-5) });
    const inactive = await ad({ status: 'inactive', valid_until: daysFromNow(15) });
    const earlyBefore = await row(early);

    const before = Date.now();
    const response = await multiEdit([early, inWindow, expired, inactive], 'renew');
    expect(response.statusCode).toBe(200);
    const body = multiEditResponseSchema.parse(response.json());
    expect(body.message).toBe('Updated successfully');
    expect(body.data).toEqual({
      updated: [inWindow, expired, inactive].sort((x, y) => x - y),
      skipped: [{ id: early, reason: 'RENEW_TOO_EARLY' }],
    });
    for (const id of [inWindow, expired, inactive]) {
      const renewed = await row(id);
      expect(renewed.status).toBe('published');
      const from = renewed.valid_from?.getTime() ?? 0;
      expect(from).toBeGreaterThanOrEqual(before - 1000);
      expect((renewed.valid_until?.getTime() ?? 0) - from).toBe(FREE_AD_DAYS * DAY_MS);
    }
    expect(await row(early)).toEqual(earlyBefore);
  });

  it('does not say "Updated successfully" when every ad was skipped', async () => {
    const early = await ad({ valid_until: daysFromNow(10) });
    const response = await multiEdit([early], 'renew');
    expect(response.statusCode).toBe(200);
    const body = multiEditResponseSchema.parse(response.json());
    expect(body.data).toEqual({ updated: [], skipped: [{ id: early, reason: 'RENEW_TOO_EARLY' }] });
    expect(body.message).toBe('Nothing was changed.');
  });

  it('deactivates, marks reserved, sold and available again, and deletes', async () => {
    const [one, two] = [await ad(), await ad()];
    expect((await multiEdit([one, two], 'deactivate')).statusCode).toBe(200);
    expect((await row(one)).status).toBe('inactive');
    await multiEdit([one], 'markReserved');
    expect((await row(one)).trade_state).toBe('reserved');
    await multiEdit([one, two], 'markSold');
    expect((await row(two)).trade_state).toBe('sold');
    await multiEdit([two], 'markAvailable');
    expect((await row(two)).trade_state).toBe('available');
    const deleted = await multiEdit([one, two, one], 'delete');
    expect(multiEditResponseSchema.parse(deleted.json()).data.updated).toEqual(
      [one, two].sort((x, y) => x - y),
    );
    expect((await row(one)).status).toBe('deleted');
    // A deleted ad is gone for every later action.
    expect((await multiEdit([one], 'renew')).statusCode).toBe(404);
  });

  it('changes nothing when one id is not the caller’s, does not exist or is deleted', async () => {
    const own = await ad();
    const foreign = await insertAdRow(w.t.db, {
      booth_id: w.b.boothId as number,
      user_id: w.b.id,
      category_id: w.categories.cars,
    });
    const ownBefore = await row(own);
    const foreignBefore = await row(foreign);
    for (const ids of [
      [own, foreign],
      [own, 999_999],
    ]) {
      const response = await multiEdit(ids, 'deactivate');
      expect(response.statusCode).toBe(404);
      expect(json(response).code).toBe('NOT_FOUND');
    }
    expect(await row(own)).toEqual(ownBefore);
    expect(await row(foreign)).toEqual(foreignBefore);
  });

  it('validates the body', async () => {
    expect((await multiEdit([], 'renew')).statusCode).toBe(400);
    expect((await multiEdit([1], 'publish')).statusCode).toBe(400);
    expect(
      (await w.call('POST', API_PATHS.adMultiEdit, { advertisementIds: [1], action: 'renew' })).statusCode,
    ).toBe(401);
  });
});
