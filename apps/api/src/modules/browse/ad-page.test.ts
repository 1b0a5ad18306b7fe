import { adDetailResponseSchema, adListResponseSchema, sitemapResponseSchema } from '@kraam/shared';
import type { AdDetail } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginToken } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { PASSWORDS, buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

describe('the ad page and the sitemap', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: BrowseWorld;
  let buyer: string;

  const page = async (
    query: string,
    options: { token?: string; lang?: 'nl' | 'en' } = {},
  ): Promise<AdDetail> => {
    const response = await call('GET', `/public/v2/Advertisement/Get?${query}`, undefined, options);
    expect(response.statusCode, response.body).toBe(200);
    return adDetailResponseSchema.parse(response.json()).data;
  };
  const listParam = (list: string) => `list=${encodeURIComponent(list)}`;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    w = await buildBrowseWorld(t.db);
    buyer = await loginToken(t.app, 'buyer@example.com', PASSWORDS.buyer);
  });
  afterAll(() => t.close());

  it('shows an active ad in full with its fields in words, category path, booth and precise place', async () => {
    const ad = await page(`id=${w.ads.gazelle}&lang=en`);
    expect(ad).toMatchObject({
      id: w.ads.gazelle,
      title: 'Gazelle Chamonix stadsfiets',
      description: 'Mooie damesfiets, net onderhouden.',
      tags: ['gazelle', 'damesfiets'],
      imageIds: w.gazelleImages,
      galleryId: w.gazelleImages[0],
      fields: [
        { key: 'frame', label: 'Frame size', value: '57 cm' },
        { key: 'gears', label: 'Gears', value: '3 hub' },
        { key: 'electric', label: 'Electric', value: 'No' },
      ],
      categoryPath: [
        { id: w.categories.vehicles, title: 'Vehicles' },
        { id: w.categories.bikes, title: 'Bicycles' },
        { id: w.categories.cityBikes, title: 'City bikes' },
      ],
      booth: { id: w.booths.seller, name: 'Café de Fietsenmaker', logoId: null },
      location: {
        countryName: 'Netherlands',
        provinceName: 'North Holland',
        cityName: 'Amsterdam',
        postalCode: '1012 AB',
        street: 'Damrak 1',
        latitude: 52.3731,
        longitude: 4.8926,
        precise: true,
      },
      tradeState: 'available',
      isFavorite: false,
    });
    const dutch = await page(`id=${w.ads.gazelle}`, { lang: 'nl' });
    expect(dutch.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Framemaat: 57 cm',
      'Versnellingen: 3 naaf',
      'Elektrisch: Nee',
    ]);
    expect(dutch.categoryPath.map((c) => c.title)).toEqual(['Vervoer', 'Fietsen', 'Stadsfietsen']);
  });

  it('keeps a hidden location coarse: the city centre, no street or postal code', async () => {
    const ad = await page(`id=${w.ads.kidsBike}`);
    expect(ad.location).toEqual({
      countryName: 'Nederland',
      provinceName: 'Noord-Holland',
      cityName: 'Amstelveen',
      postalCode: null,
      street: null,
      latitude: 52.3,
      longitude: 4.86,
      precise: false,
    });
  });

  it('shows reserved ads and answers 404 for expired, sold, deleted, inactive, draft and unknown ads', async () => {
    expect((await page(`id=${w.ads.reserved}`)).tradeState).toBe('reserved');
    for (const id of [...Object.values(w.hidden), 999_999]) {
      const response = await call('GET', `/public/v2/Advertisement/Get?id=${id}`, undefined, { lang: 'en' });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    expect((await call('GET', '/public/v2/Advertisement/Get?id=abc')).statusCode).toBe(400);
  });

  it('writes nothing when the ad is read, signed in or not (views and visits come from the beacon)', async () => {
    const before = (await page(`id=${w.ads.cafeTable}`)).viewCount;
    expect((await page(`id=${w.ads.cafeTable}`)).viewCount).toBe(before);
    expect((await page(`id=${w.ads.cafeTable}`, { token: buyer })).viewCount).toBe(before);
    await t.app.viewBuffer.flush();
    expect(
      await t.db.selectFrom('ad_daily_stats').select('views').where('ad_id', '=', w.ads.cafeTable).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('last_visits').select('ad_id').where('user_id', '=', w.users.buyer).execute(),
    ).toEqual([]);
  });

  it('relates active ads of the same category, nearest first, never itself or hidden ads', async () => {
    const ad = await page(`id=${w.ads.gazelle}`);
    expect(ad.related.map((r) => r.id)).toEqual([w.ads.reserved, w.ads.kidsBike]);
  });

  it('gives previous and next within the list the visitor came from', async () => {
    const { ads } = w;
    const newest = await page(`id=${ads.kidsBike}&${listParam('sort=newest')}`);
    expect(newest).toMatchObject({ previousId: ads.kidsFietsen, nextId: ads.cafeTable });
    const first = await page(`id=${ads.gazelle}&${listParam('sort=newest')}`);
    expect(first).toMatchObject({ previousId: null, nextId: ads.kidsFietsen });
    const cheapest = await page(`id=${ads.kidsBike}&${listParam('sort=cheapest')}`);
    expect(cheapest).toMatchObject({ previousId: ads.freeSofa, nextId: ads.kidsFietsen });
    const category = await page(
      `id=${ads.kidsBike}&${listParam(`categoryId=${w.categories.vehicles}&sort=newest`)}`,
    );
    expect(category).toMatchObject({ previousId: ads.kidsFietsen, nextId: ads.reserved });
    // 'fiets' also finds the newer Gazelle 'stadsfiets' (a compound it heads) and the older 'Kids bike blue'
    // (the term list gives 'bike' for it).
    const search = await page(`id=${ads.kidsFietsen}&${listParam('search=fiets&sort=newest')}`);
    expect(search).toMatchObject({ previousId: ads.gazelle, nextId: ads.kidsBike });
    const near = 'lat=52.3738&lng=4.891&sort=nearest';
    const nearList = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${near}`);
    const [closest, second, third] = adListResponseSchema.parse(nearList.json()).data.map((ad) => ad.id);
    const nearest = await page(`id=${second}&${listParam(near)}`);
    expect(nearest).toMatchObject({ previousId: closest, nextId: third });
    // Views of shown pages give these ads a trending score, so the trending list holds them.
    for (const [i, advertisementId] of [ads.gazelle, ads.kidsBike, ads.cafeTable, ads.gazelle].entries())
      await call('POST', '/public/v2/Advertisement/View', { advertisementId }, { ip: `10.1.1.${i}` });
    await t.app.viewBuffer.flush();
    const trendingList = await call('GET', '/public/v2/Advertisement/GetAll?sort=trending');
    const trendingIds = adListResponseSchema.parse(trendingList.json()).data.map((ad) => ad.id);
    const at = trendingIds.indexOf(ads.gazelle);
    // Viewed most, the Gazelle leads the list; its neighbours on the page are the list's.
    expect(at).toBe(0);
    const trending = await page(`id=${ads.gazelle}&${listParam('sort=trending')}`);
    expect(trending).toMatchObject({ previousId: null, nextId: trendingIds[1] });
    // Not in the list, or a list that cannot be read: no neighbours, and still the page.
    for (const list of [
      `categoryId=${w.categories.furniture}`,
      'categoryId=999999',
      'sort=bogus',
      'priceMin=x',
    ])
      expect(await page(`id=${ads.kidsBike}&${listParam(list)}`)).toMatchObject({
        previousId: null,
        nextId: null,
      });
    expect(await page(`id=${ads.kidsBike}`)).toMatchObject({ previousId: null, nextId: null });
  });

  it("records a logged-in visitor's beacon as a last visit and shows isFavorite", async () => {
    const ad = await page(`id=${w.ads.swapLamp}`, { token: buyer });
    expect(ad.isFavorite).toBe(false);
    const beacon = { advertisementId: w.ads.swapLamp };
    expect((await call('POST', '/public/v2/Advertisement/View', beacon, { token: buyer })).statusCode).toBe(
      200,
    );
    await call(
      'POST',
      '/public/v2/Advertisement/Like',
      { advertisementId: w.ads.swapLamp },
      { token: buyer },
    );
    expect((await page(`id=${w.ads.swapLamp}`, { token: buyer })).isFavorite).toBe(true);
    const visits = await t.db
      .selectFrom('last_visits')
      .selectAll()
      .where('user_id', '=', w.users.buyer)
      .execute();
    expect(visits.map((v) => v.ad_id)).toEqual([w.ads.swapLamp]);
  });

  it('lists categories, booths and active ads for the sitemap, by id pages', async () => {
    const sitemap = async (query: string) => {
      const response = await call('GET', `/public/v2/Sitemap/GetAll?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return sitemapResponseSchema.parse(response.json()).data;
    };
    const ads = await sitemap('kind=ads');
    expect(ads.pages).toBe(1);
    expect(ads.entries.map((e) => e.id)).toEqual(Object.values(w.ads).sort((a, b) => a - b));
    expect(ads.entries[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await sitemap('kind=categories')).entries).toHaveLength(5);
    expect((await sitemap('kind=booths')).entries).toHaveLength(3);
    expect((await sitemap('kind=ads&page=1')).entries).toEqual([]);
    expect((await call('GET', '/public/v2/Sitemap/GetAll?kind=users')).statusCode).toBe(400);
  });
});
