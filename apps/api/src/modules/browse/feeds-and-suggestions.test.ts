import {
  HOME_FEED_FIRST_LIMIT,
  HOME_PROMOTED_LIMIT,
  HOME_SORTS,
  LANGUAGES,
  adListResponseSchema,
  errorResponseSchema,
  searchSuggestionsResponseSchema,
} from '@kraam/shared';
import type { AdListResponse } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginToken } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { PASSWORDS, buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

describe('home feeds and suggestions', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: BrowseWorld;
  let buyer: string;

  const feed = async (query: string, token?: string): Promise<AdListResponse> => {
    const response = await call(
      'GET',
      `/public/v2/Advertisement/GetAll?${query}`,
      undefined,
      token ? { token } : {},
    );
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json());
  };
  const feedIds = async (query: string, token?: string) => (await feed(query, token)).data.map((ad) => ad.id);
  let visitor = 0;
  /** The shown ad page's beacon, from a new address each time (one view per visitor per hour). */
  const view = (id: number, token?: string) => {
    visitor += 1;
    return call(
      'POST',
      '/public/v2/Advertisement/View',
      { advertisementId: id },
      { ip: `10.2.0.${visitor}`, ...(token ? { token } : {}) },
    );
  };
  /** Views reach the scores when the buffer is flushed; the cached feeds then lag up to their TTL. */
  const freshTrending = async () => {
    await t.app.viewBuffer.flush();
    await t.app.cache.deleteGroup('homeFeeds');
    return feedIds('sort=trending');
  };
  const suggest = (term: string) =>
    call('GET', `/public/v2/Search/Get?searchTerm=${encodeURIComponent(term)}`, undefined, { lang: 'en' });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    w = await buildBrowseWorld(t.db);
    buyer = await loginToken(t.app, 'buyer@example.com', PASSWORDS.buyer);
  });
  afterAll(() => t.close());

  it('sorts the home feed newest, cheapest and most expensive over active ads only', async () => {
    const { ads } = w;
    expect(await feedIds('sort=newest')).toEqual([
      ads.gazelle,
      ads.kidsFietsen,
      ads.kidsBike,
      ads.cafeTable,
      ads.freeSofa,
      ads.swapLamp,
      ads.reserved,
      ads.promoted,
    ]);
    expect((await feedIds('sort=cheapest')).slice(0, 2)).toEqual([ads.freeSofa, ads.kidsBike]);
    expect((await feedIds('sort=mostExpensive')).slice(0, 2)).toEqual([ads.reserved, ads.cafeTable]);
    const first = await feed('sort=newest&limit=5');
    const rest = await feed(`sort=newest&limit=5&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect([...first.data, ...rest.data].map((ad) => ad.id)).toEqual(await feedIds('sort=newest'));
    expect(rest.nextCursor).toBeNull();
  });

  it('gives the promoted strip: promoted, active ads only', async () => {
    expect(await feedIds('promoted=true')).toEqual([w.ads.promoted]);
    await t.db
      .updateTable('ads')
      .set({ promoted_until: new Date(Date.now() + 3_600_000) })
      .where('id', 'in', [w.hidden.sold, w.hidden.expired])
      .execute();
    expect(await feedIds('promoted=true')).toEqual([w.ads.promoted]);
  });

  it('warms the first pages the home page asks for, in every language', async () => {
    await t.app.cache.deleteGroup('homeFeeds');
    expect(await t.app.cacheWarmers.warm('homeFeeds')).toBe(LANGUAGES.length * (HOME_SORTS.length + 1));
    // A cached page as home-feed-cache.ts keeps it.
    const cachedIds = async (key: string) =>
      (await t.app.cache.get<{ items: { id: number }[] }>('homeFeeds', key))?.items.map((ad) => ad.id);
    for (const lang of LANGUAGES) {
      expect(await cachedIds(`newest:${lang}:${HOME_FEED_FIRST_LIMIT}`)).toEqual(
        await feedIds(`sort=newest&limit=${HOME_FEED_FIRST_LIMIT}&lang=${lang}`),
      );
      expect(await cachedIds(`promoted:${lang}:${HOME_PROMOTED_LIMIT}`)).toEqual([w.ads.promoted]);
    }
  });

  it('ranks trending by recent views and favourites, and follows new activity', async () => {
    for (let i = 0; i < 3; i += 1) expect((await view(w.ads.swapLamp)).statusCode).toBe(200);
    expect((await view(w.ads.cafeTable)).statusCode).toBe(200);
    let trending = await freshTrending();
    expect(trending.slice(0, 2)).toEqual([w.ads.swapLamp, w.ads.cafeTable]);
    expect(trending).toHaveLength(8);
    // One favourite weighs 5 views.
    const liked = await call(
      'POST',
      '/public/v2/Advertisement/Like',
      { advertisementId: w.ads.cafeTable },
      { token: buyer },
    );
    expect(liked.statusCode).toBe(200);
    trending = await freshTrending();
    expect(trending.slice(0, 2)).toEqual([w.ads.cafeTable, w.ads.swapLamp]);
    // Yesterday's activity counts for less than today's: 0.5^(1/3) ≈ 0.79.
    await t.db.deleteFrom('ad_daily_stats').execute();
    await t.db
      .insertInto('ad_daily_stats')
      .values([
        {
          ad_id: w.ads.kidsBike,
          day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          views: 10,
        },
        { ad_id: w.ads.kidsFietsen, day: new Date().toISOString().slice(0, 10), views: 9 },
      ])
      .execute();
    trending = await freshTrending();
    expect(trending.slice(0, 2)).toEqual([w.ads.kidsFietsen, w.ads.kidsBike]);
    const paged = await feed('sort=trending&limit=3');
    const next = await feed(`sort=trending&limit=10&cursor=${encodeURIComponent(paged.nextCursor ?? '')}`);
    expect([...paged.data, ...next.data].map((ad) => ad.id)).toEqual(trending);
  });

  it('gives guests and users without history trending as "for you"', async () => {
    const trending = await feedIds('sort=trending');
    expect(await feedIds('sort=forYou')).toEqual(trending);
    const other = await loginToken(t.app, 'other@example.com', PASSWORDS.other);
    expect(await feedIds('sort=forYou', other)).toEqual(trending);
  });

  it("fills 'for you' from the categories and price band of the user's visits and favourites, without own ads", async () => {
    const seller = await loginToken(t.app, 'seller@example.com', PASSWORDS.seller);
    // The seller looks at a furniture ad of 300 euros: furniture between 150 and 600 euros, or without an amount.
    expect((await view(w.ads.cafeTable, seller)).statusCode).toBe(200);
    const forYou = await feedIds('sort=forYou', seller);
    expect(forYou.sort()).toEqual([w.ads.cafeTable, w.ads.freeSofa, w.ads.swapLamp].sort());
    // Its own ads never show, even in a category of interest.
    expect((await view(w.ads.kidsBike, seller)).statusCode).toBe(200);
    const withBikes = await feedIds('sort=forYou', seller);
    expect(withBikes).toContain(w.ads.kidsBike);
    expect(withBikes).not.toContain(w.ads.gazelle);
    expect(withBikes).not.toContain(w.ads.reserved);
  });

  it('suggests booths and active ads for terms longer than 2 characters, accent-insensitively', async () => {
    const cafe = searchSuggestionsResponseSchema.parse((await suggest('cafe')).json()).data;
    expect(cafe).toEqual([
      { from: 'booth', id: w.booths.seller, title: 'Café de Fietsenmaker', galleryId: null },
      { from: 'ad', id: w.ads.cafeTable, title: 'Houten tafel in Café-stijl', galleryId: null },
    ]);
    const fiets = searchSuggestionsResponseSchema.parse((await suggest('FIETS')).json()).data;
    expect(fiets.filter((s) => s.from === 'ad').map((s) => s.id)).toEqual([
      w.ads.gazelle,
      w.ads.kidsFietsen,
      w.ads.reserved,
      // 'Kids bike blue': the term list gives 'bike' for 'fiets'.
      w.ads.kidsBike,
    ]);
    expect(fiets.find((s) => s.from === 'ad' && s.id === w.ads.gazelle)?.galleryId).toBe(w.gazelleImages[0]);
    const hidden = Object.values(w.hidden);
    expect(fiets.filter((s) => s.from === 'ad' && hidden.includes(s.id))).toEqual([]);
    expect(searchSuggestionsResponseSchema.parse((await suggest('qqqq')).json()).data).toEqual([]);
  });

  it('keeps suggestions to at most 10', async () => {
    for (let i = 0; i < 12; i += 1)
      await t.db
        .insertInto('ads')
        .values({
          booth_id: w.booths.other,
          user_id: w.users.other,
          category_id: w.categories.furniture,
          title: `Stoel nummer ${i}`,
          price_type: 'free',
          status: 'published',
          published_at: new Date(),
          valid_until: new Date(Date.now() + 86_400_000),
        })
        .execute();
    const chairs = searchSuggestionsResponseSchema.parse((await suggest('stoel')).json()).data;
    expect(chairs).toHaveLength(10);
  });

  it('refuses suggestions for terms of 2 characters or fewer', async () => {
    for (const term of ['ca', ' c ', '']) {
      const response = await suggest(term);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json())).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please check the data you entered.',
        errors: { searchTerm: ['Type more than 2 characters to search.'] },
      });
    }
    expect((await suggest('caf')).statusCode).toBe(200);
  });
});
