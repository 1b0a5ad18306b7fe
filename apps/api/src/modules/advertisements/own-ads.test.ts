import { API_PATHS, ownAdResponseSchema, ownAdsResponseSchema } from '@kraam/shared';
import type { OwnAdTab } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/auth-helpers';
import { insertAdRow, insertImageFileRow } from '../../test/ad-fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('own ads: Edit, Delete, Get, GetAll', () => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld();
  });
  afterAll(() => w.t.close());

  const publish = async (override = {}) => {
    const response = await w.call('POST', API_PATHS.adInsert, w.carBody(override), { token: w.a.token });
    expect(response.statusCode).toBe(200);
    return ownAdResponseSchema.parse(response.json()).data;
  };

  it('edits everything but the photos and the lifecycle', async () => {
    const photo = await insertImageFileRow(w.t.db, w.a.id);
    const ad = await publish({ imageIds: [photo] });
    const response = await w.call(
      'PUT',
      API_PATHS.adEdit,
      {
        ...w.carBody({ title: 'Volvo V70, nette staat', priceType: 'suggestion', priceCents: 300_000 }),
        id: ad.id,
      },
      { token: w.a.token, lang: 'nl' },
    );
    expect(response.statusCode).toBe(200);
    const body = ownAdResponseSchema.parse(response.json());
    expect(body.message).toBe('Bijgewerkt');
    expect(body.data).toMatchObject({
      id: ad.id,
      title: 'Volvo V70, nette staat',
      priceType: 'suggestion',
      priceCents: 300_000,
      imageIds: [photo],
      validFrom: ad.validFrom,
      validUntil: ad.validUntil,
      status: 'published',
    });
    const got = await w.call('GET', `${API_PATHS.ownAd}?id=${ad.id}`, undefined, { token: w.a.token });
    expect(ownAdResponseSchema.parse(got.json()).data).toEqual(body.data);
  });

  it('validates an edit like an insert', async () => {
    const ad = await publish();
    const response = await w.call(
      'PUT',
      API_PATHS.adEdit,
      { ...w.carBody({ categoryId: w.categories.vehicles, description: 'x'.repeat(4001) }), id: ad.id },
      { token: w.a.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toHaveProperty('description');
    const leaf = await w.call(
      'PUT',
      API_PATHS.adEdit,
      { ...w.carBody({ categoryId: w.categories.vehicles, fieldValues: {} }), id: ad.id },
      { token: w.a.token, lang: 'en' },
    );
    expect(json(leaf).errors).toEqual({
      categoryId: ['Choose a subcategory that has no further subcategories.'],
    });
    const got = await w.call('GET', `${API_PATHS.ownAd}?id=${ad.id}`, undefined, { token: w.a.token });
    expect(ownAdResponseSchema.parse(got.json()).data.categoryId).toBe(w.categories.cars);
  });

  it('deletes softly: the ad leaves Get, GetAll and Edit, and a second delete is 404', async () => {
    const ad = await publish();
    const deleted = await w.call('DELETE', `${API_PATHS.adDelete}?id=${ad.id}`, undefined, {
      token: w.a.token,
      lang: 'en',
    });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ data: null, message: 'Ad deleted' });
    const row = await w.t.db
      .selectFrom('ads')
      .select('status')
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');

    expect(
      (await w.call('GET', `${API_PATHS.ownAd}?id=${ad.id}`, undefined, { token: w.a.token })).statusCode,
    ).toBe(404);
    expect(
      (await w.call('PUT', API_PATHS.adEdit, { ...w.carBody(), id: ad.id }, { token: w.a.token })).statusCode,
    ).toBe(404);
    expect(
      (await w.call('DELETE', `${API_PATHS.adDelete}?id=${ad.id}`, undefined, { token: w.a.token }))
        .statusCode,
    ).toBe(404);
    for (const tab of ['published', 'paid', 'expired']) {
      const list = await w.call('GET', `${API_PATHS.ownAds}?tab=${tab}&limit=50`, undefined, {
        token: w.a.token,
      });
      expect(ownAdsResponseSchema.parse(list.json()).data.map((a) => a.id)).not.toContain(ad.id);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await w.call('GET', `${API_PATHS.ownAd}?id=999999`, undefined, { token: w.a.token })).statusCode,
    ).toBe(404);
    expect(
      (await w.call('GET', `${API_PATHS.ownAd}?id=abc`, undefined, { token: w.a.token })).statusCode,
    ).toBe(400);
    expect(
      (await w.call('DELETE', `${API_PATHS.adDelete}`, undefined, { token: w.a.token })).statusCode,
    ).toBe(400);
  });
});

describe('own ads: the GetAll tabs', () => {
  let w: AdsWorld;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await createAdsWorld();
    const base = { booth_id: w.b.boothId as number, user_id: w.b.id, category_id: w.categories.cars };
    const row = async (name: string, ageDays: number, extra: object) => {
      ids[name] = await insertAdRow(w.t.db, {
        ...base,
        title: name,
        created_at: daysFromNow(-ageDays),
        ...extra,
      });
    };
    await row('live', 1, {});
    await row('renewable', 19, { valid_until: daysFromNow(2) });
    await row('expired', 30, { valid_until: daysFromNow(-9) });
    await row('inactive', 5, { status: 'inactive', valid_until: daysFromNow(16) });
    await row('paid', 3, {
      is_paid: true,
      transaction_id: 'demo-1',
      promoted_until: daysFromNow(1),
      ad_level: 'promoted',
    });
    await row('paidExpired', 40, { is_paid: true, transaction_id: 'demo-0', valid_until: daysFromNow(-19) });
    await row('deleted', 2, { status: 'deleted', is_paid: true });
    await row('sold', 4, { trade_state: 'sold' });
    // Somebody else's ad never shows.
    await insertAdRow(w.t.db, {
      ...base,
      booth_id: w.a.boothId as number,
      user_id: w.a.id,
      title: 'foreign',
    });
  });
  afterAll(() => w.t.close());

  const list = async (tab: OwnAdTab, query = '') => {
    const response = await w.call('GET', `${API_PATHS.ownAds}?tab=${tab}${query}`, undefined, {
      token: w.b.token,
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    return ownAdsResponseSchema.parse(response.json());
  };
  const titles = async (tab: OwnAdTab) => (await list(tab)).data.map((ad) => ad.title);

  it('shows live ads in published, ever-promoted ones in paid, lapsed and deactivated ones in expired; newest first', async () => {
    expect(await titles('published')).toEqual(['live', 'paid', 'sold', 'renewable']);
    expect(await titles('paid')).toEqual(['paid', 'paidExpired']);
    expect(await titles('expired')).toEqual(['inactive', 'expired', 'paidExpired']);
    expect((await list('published')).total).toBe(4);
  });

  it('fills the lifecycle flags of each row', async () => {
    const byTitle = new Map(
      [...(await list('published')).data, ...(await list('expired')).data, ...(await list('paid')).data].map(
        (ad) => [ad.title, ad],
      ),
    );
    expect(byTitle.get('live')).toMatchObject({
      expired: false,
      canRenew: false,
      promoted: false,
      status: 'published',
    });
    expect(byTitle.get('renewable')).toMatchObject({ expired: false, canRenew: true });
    expect(byTitle.get('expired')).toMatchObject({ expired: true, canRenew: true });
    expect(byTitle.get('inactive')).toMatchObject({ expired: false, canRenew: true, status: 'inactive' });
    expect(byTitle.get('paid')).toMatchObject({ promoted: true, isPaid: true, transactionId: 'demo-1' });
    expect(byTitle.get('paidExpired')).toMatchObject({ promoted: false, isPaid: true, expired: true });
    expect(byTitle.get('sold')).toMatchObject({ tradeState: 'sold' });
    expect(byTitle.get('live')).toMatchObject({
      boothId: w.b.boothId,
      galleryId: null,
      imageCount: 0,
      viewCount: 0,
    });
  });

  it('pages with an opaque cursor and refuses a forged one', async () => {
    const first = await list('published', '&limit=3');
    expect(first.data.map((ad) => ad.title)).toEqual(['live', 'paid', 'sold']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list('published', `&limit=3&cursor=${first.nextCursor}`);
    expect(second.data.map((ad) => ad.title)).toEqual(['renewable']);
    expect(second.nextCursor).toBeNull();

    const forged = await w.call('GET', `${API_PATHS.ownAds}?cursor=bm9wZQ`, undefined, {
      token: w.b.token,
      lang: 'en',
    });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).errors).toEqual({ cursor: ['This value is invalid.'] });
    expect(
      (await w.call('GET', `${API_PATHS.ownAds}?tab=sold`, undefined, { token: w.b.token })).statusCode,
    ).toBe(400);
    expect((await w.call('GET', API_PATHS.ownAds)).statusCode).toBe(401);
  });

  it('names the city and province in the requested language', async () => {
    await w.t.db
      .updateTable('ads')
      .set({ city_id: w.places.cities.Leeuwarden as number, province_id: w.places.friesland })
      .where('id', '=', ids.live as number)
      .execute();
    const nl = await w.call('GET', `${API_PATHS.ownAds}?lang=nl&limit=1`, undefined, { token: w.b.token });
    expect(ownAdsResponseSchema.parse(nl.json()).data[0]).toMatchObject({
      cityName: 'Leeuwarden',
      provinceName: 'Fryslân',
    });
    const en = await w.call('GET', `${API_PATHS.ownAd}?id=${ids.live}&lang=en`, undefined, {
      token: w.b.token,
    });
    expect(ownAdResponseSchema.parse(en.json()).data).toMatchObject({ provinceName: 'Friesland' });
  });
});
