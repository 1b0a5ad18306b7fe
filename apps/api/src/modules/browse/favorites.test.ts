import { LAST_VISITS_CAP, adListResponseSchema, likeResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { insertAdRow } from '../../test/ad-fixtures';
import { PASSWORDS, buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

describe('favourites and recently viewed', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: BrowseWorld;
  let buyer: string;
  let other: string;

  const like = (advertisementId: number, token: string, lang: 'nl' | 'en' = 'en') =>
    call('POST', '/public/v2/Advertisement/Like', { advertisementId }, { token, lang });
  /** The ad page's view beacon, which records a signed-in visit. */
  const view = (advertisementId: number, token?: string) =>
    call('POST', '/public/v2/Advertisement/View', { advertisementId }, token ? { token } : {});
  const list = async (path: 'WishList' | 'LastVisit', token: string, query = '') => {
    const response = await call('GET', `/exhibitor/v2/${path}/GetAll?${query}`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json());
  };
  const favoriteCount = async (id: number) =>
    (await t.db.selectFrom('ads').select('favorite_count').where('id', '=', id).executeTakeFirstOrThrow())
      .favorite_count;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    w = await buildBrowseWorld(t.db);
    buyer = await loginToken(t.app, 'buyer@example.com', PASSWORDS.buyer);
    other = await loginToken(t.app, 'other@example.com', PASSWORDS.other);
  });
  afterAll(() => t.close());

  it('toggles a favourite, keeping the counters and today’s stats in step, with a message', async () => {
    const added = await like(w.ads.gazelle, buyer);
    expect(added.statusCode).toBe(200);
    expect(likeResponseSchema.parse(added.json())).toEqual({
      data: { advertisementId: w.ads.gazelle, liked: true, favoriteCount: 1 },
      message: 'Ad added to favourites',
    });
    const stats = () =>
      t.db
        .selectFrom('ad_daily_stats')
        .select('favorites')
        .where('ad_id', '=', w.ads.gazelle)
        .executeTakeFirst();
    expect((await stats())?.favorites).toBe(1);
    const removed = await like(w.ads.gazelle, buyer, 'nl');
    expect(likeResponseSchema.parse(removed.json())).toEqual({
      data: { advertisementId: w.ads.gazelle, liked: false, favoriteCount: 0 },
      message: 'Verwijderd uit je favorieten',
    });
    expect(await favoriteCount(w.ads.gazelle)).toBe(0);
    expect((await stats())?.favorites).toBe(0);
  });

  it('saves with liked: true and removes with liked: false, each only once however often it is sent', async () => {
    const set = (liked: boolean) =>
      call(
        'POST',
        '/public/v2/Advertisement/Like',
        { advertisementId: w.ads.gazelle, liked },
        { token: other },
      );
    const before = await favoriteCount(w.ads.gazelle);
    for (let round = 0; round < 2; round++) {
      const saved = likeResponseSchema.parse((await set(true)).json());
      expect(saved.data).toEqual({ advertisementId: w.ads.gazelle, liked: true, favoriteCount: before + 1 });
    }
    for (let round = 0; round < 2; round++) {
      const removed = likeResponseSchema.parse((await set(false)).json());
      expect(removed.data).toEqual({ advertisementId: w.ads.gazelle, liked: false, favoriteCount: before });
    }
    expect(
      json(
        await call(
          'POST',
          '/public/v2/Advertisement/Like',
          { advertisementId: w.ads.gazelle, liked: 'yes' },
          { token: other },
        ),
      ).errors,
    ).toHaveProperty('liked');
  });

  it('needs a login, an existing active ad to add, and a valid body', async () => {
    expect(
      (await call('POST', '/public/v2/Advertisement/Like', { advertisementId: w.ads.gazelle })).statusCode,
    ).toBe(401);
    for (const id of [...Object.values(w.hidden), 999_999])
      expect((await like(id, buyer)).statusCode).toBe(404);
    expect((await like(-1, buyer)).statusCode).toBe(400);
    expect(
      json(await call('POST', '/public/v2/Advertisement/Like', {}, { token: buyer })).errors,
    ).toHaveProperty('advertisementId');
    expect((await call('GET', '/exhibitor/v2/WishList/GetAll')).statusCode).toBe(401);
    expect((await call('GET', '/exhibitor/v2/LastVisit/GetAll')).statusCode).toBe(401);
  });

  it.each([
    ['nl', 'Dit is je eigen advertentie. Je kunt die niet aan je favorieten toevoegen.'],
    ['en', 'This is your own ad. You cannot add it to your favourites.'],
  ] as const)('refuses adding your own ad to your favourites, with a 403 (%s)', async (lang, message) => {
    const seller = await loginToken(t.app, 'seller@example.com', PASSWORDS.seller);
    const own = await like(w.ads.gazelle, seller, lang);
    expect(own.statusCode).toBe(403);
    expect(json(own)).toEqual({ code: 'FORBIDDEN', message });
    expect(await favoriteCount(w.ads.gazelle)).toBe(0);
    expect((await list('WishList', seller)).data).toEqual([]);
  });

  it("lists only the caller's own favourites, last added first, active ads only", async () => {
    await like(w.ads.kidsBike, buyer);
    await like(w.ads.cafeTable, buyer);
    await like(w.ads.reserved, buyer);
    await like(w.ads.gazelle, other);
    expect((await list('WishList', buyer)).data.map((ad) => ad.id)).toEqual([
      w.ads.reserved,
      w.ads.cafeTable,
      w.ads.kidsBike,
    ]);
    expect((await list('WishList', other)).data.map((ad) => ad.id)).toEqual([w.ads.gazelle]);
    // Sold: it drops out of the list (and returns when it is available again).
    await t.db.updateTable('ads').set({ trade_state: 'sold' }).where('id', '=', w.ads.cafeTable).execute();
    expect((await list('WishList', buyer)).data.map((ad) => ad.id)).toEqual([w.ads.reserved, w.ads.kidsBike]);
    await t.db
      .updateTable('ads')
      .set({ trade_state: 'available' })
      .where('id', '=', w.ads.cafeTable)
      .execute();
    // Paged with the cursor, in the same order.
    const first = await list('WishList', buyer, 'limit=2');
    expect(first.nextCursor).not.toBeNull();
    const second = await list(
      'WishList',
      buyer,
      `limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect([...first.data, ...second.data].map((ad) => ad.id)).toEqual([
      w.ads.reserved,
      w.ads.cafeTable,
      w.ads.kidsBike,
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("lists only the caller's own recently viewed ads, one entry per ad, last visit first", async () => {
    for (const id of [w.ads.gazelle, w.ads.freeSofa, w.ads.gazelle]) {
      expect((await view(id, buyer)).statusCode).toBe(200);
    }
    // The seller's visit to another seller's ad is theirs alone; visits to one's own ads are not recorded.
    await view(w.ads.gazelle, other);
    await view(w.ads.swapLamp, other);
    expect((await list('LastVisit', buyer)).data.map((ad) => ad.id)).toEqual([w.ads.gazelle, w.ads.freeSofa]);
    expect((await list('LastVisit', other)).data.map((ad) => ad.id)).toEqual([w.ads.gazelle]);
    // Guests leave no visit behind.
    await view(w.ads.kidsBike);
    expect(
      await t.db.selectFrom('last_visits').select('user_id').where('ad_id', '=', w.ads.kidsBike).execute(),
    ).toEqual([]);
  });

  it(`keeps at most ${LAST_VISITS_CAP} last visits per user`, async () => {
    const extra: number[] = [];
    for (let i = 0; i < LAST_VISITS_CAP + 2; i += 1)
      extra.push(
        await insertAdRow(t.db, {
          booth_id: w.booths.other,
          user_id: w.users.other,
          category_id: w.categories.furniture,
          title: `Stoel ${i}`,
        }),
      );
    for (const id of extra) await view(id, buyer);
    const rows = await t.db
      .selectFrom('last_visits')
      .select('ad_id')
      .where('user_id', '=', w.users.buyer)
      .execute();
    expect(rows).toHaveLength(LAST_VISITS_CAP);
    expect(rows.map((r) => r.ad_id)).not.toContain(w.ads.gazelle);
    const listed = await list('LastVisit', buyer, 'limit=60');
    expect(listed.data[0]?.id).toBe(extra.at(-1));
    expect(listed.data).toHaveLength(LAST_VISITS_CAP);
  });
});
