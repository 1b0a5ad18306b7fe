// The ownership matrix: seller B on seller A's ad answers 404 on every route and A's ad stays as it was.
import { API_PATHS, ownAdResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/auth-helpers';
import { insertImageFileRow } from '../../test/ad-fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

describe("another seller's ad", () => {
  let w: AdsWorld;
  let adId: number;
  const snapshot = async () => ({
    ad: await w.t.db.selectFrom('ads').selectAll().where('id', '=', adId).executeTakeFirstOrThrow(),
    images: await w.t.db.selectFrom('ad_images').selectAll().where('ad_id', '=', adId).execute(),
    promotions: await w.t.db.selectFrom('promotions').selectAll().where('ad_id', '=', adId).execute(),
  });

  beforeAll(async () => {
    w = await createAdsWorld();
    const photo = await insertImageFileRow(w.t.db, w.a.id);
    const response = await w.call('POST', API_PATHS.adInsert, w.carBody({ imageIds: [photo] }), {
      token: w.a.token,
    });
    adId = ownAdResponseSchema.parse(response.json()).data.id;
  });
  afterAll(() => w.t.close());

  it('is not found for B on Get, Edit, Delete, MultiEdit and Promote, and stays unchanged', async () => {
    const before = await snapshot();
    const options = { token: w.b.token, lang: 'en' as const };
    const attempts = [
      () => w.call('GET', `${API_PATHS.ownAd}?id=${adId}`, undefined, options),
      () => w.call('PUT', API_PATHS.adEdit, { ...w.carBody({ title: 'Gekaapt' }), id: adId }, options),
      () => w.call('DELETE', `${API_PATHS.adDelete}?id=${adId}`, undefined, options),
      ...(['renew', 'deactivate', 'delete', 'markSold'] as const).map(
        (action) => () =>
          w.call('POST', API_PATHS.adMultiEdit, { advertisementIds: [adId], action }, options),
      ),
      () => w.call('POST', API_PATHS.adPromote, { advertisementId: adId, provider: 'demo' }, options),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(404);
      // The route's own 404, not the unknown-route one.
      expect(json(response)).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("does not appear in B's lists, and B cannot use A's photos", async () => {
    for (const tab of ['published', 'paid', 'expired']) {
      const list = await w.call('GET', `${API_PATHS.ownAds}?tab=${tab}`, undefined, { token: w.b.token });
      expect(json(list).data).toEqual([]);
    }
    const photo = await insertImageFileRow(w.t.db, w.a.id);
    const stolen = await w.call('POST', API_PATHS.adInsert, w.carBody({ imageIds: [photo] }), {
      token: w.b.token,
    });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).errors).toHaveProperty('imageIds');
  });

  it('is still there for A', async () => {
    const own = await w.call('GET', `${API_PATHS.ownAd}?id=${adId}`, undefined, { token: w.a.token });
    expect(ownAdResponseSchema.parse(own.json()).data).toMatchObject({ id: adId, status: 'published' });
  });
});
