import { adListResponseSchema, errorResponseSchema } from '@kraam/shared';
import type { AdListResponse } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json } from '../../test/auth-helpers';
import { insertAdRow, insertImageFileRow } from '../../test/ad-fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

describe('GET /public/v2/Advertisement/GetAllWithFilter', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: BrowseWorld;

  const search = async (query: string): Promise<AdListResponse> => {
    const response = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json());
  };
  const ids = async (query: string) => (await search(query)).data.map((ad) => ad.id);
  /** Every page of a list, following nextCursor. */
  const allPages = async (query: string, limit: number) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AdListResponse = await search(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.data.map((ad) => ad.id));
      if (cursor) expect(page.total).toBeUndefined();
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    // The search limit has its own tests (search-limit.test.ts); these make more than its 120 a minute.
    t = await createTestApp({ config: { searchRateLimit: 0 } });
    call = caller(t.app);
    w = await buildBrowseWorld(t.db);
    await t.db
      .insertInto('postal_codes')
      .values({
        code: '1012',
        city_id: w.places.cities.Amsterdam ?? null,
        latitude: 52.3738,
        longitude: 4.891,
      })
      .execute();
  });
  afterAll(() => t.close());

  const otherBikeAd = () => ({
    booth_id: w.booths.other,
    user_id: w.users.other,
    category_id: w.categories.cityBikes,
  });

  it('lists active ads only, newest first by default, with a total; reserved ads stay with their state', async () => {
    const all = await search('');
    const { ads } = w;
    expect(all.data.map((ad) => ad.id)).toEqual([
      ads.gazelle,
      ads.kidsFietsen,
      ads.kidsBike,
      ads.cafeTable,
      ads.freeSofa,
      ads.swapLamp,
      ads.reserved,
      ads.promoted,
    ]);
    expect(all).toMatchObject({ total: 8, totalCapped: false, nextCursor: null });
    expect(all.data.find((ad) => ad.id === ads.reserved)?.tradeState).toBe('reserved');
    expect(all.data[0]).toMatchObject({
      title: 'Gazelle Chamonix stadsfiets',
      priceType: 'startPrice',
      priceCents: 15_000,
      imageCount: 2,
      galleryId: w.gazelleImages[0],
      cityName: 'Amsterdam',
      provinceName: 'Noord-Holland',
      boothName: 'Café de Fietsenmaker',
      promoted: false,
    });
    expect(all.data.find((ad) => ad.id === ads.promoted)?.promoted).toBe(true);
    const english = await call('GET', '/public/v2/Advertisement/GetAllWithFilter?lang=en&limit=1');
    expect(adListResponseSchema.parse(english.json()).data[0]?.provinceName).toBe('North Holland');
  });

  it('sorts by price: free counts as 0, ads without an amount last either way', async () => {
    const { ads } = w;
    expect(await ids('sort=cheapest')).toEqual([
      ads.freeSofa,
      ads.kidsBike,
      ads.kidsFietsen,
      ads.promoted,
      ads.gazelle,
      ads.cafeTable,
      ads.reserved,
      ads.swapLamp,
    ]);
    expect(await ids('sort=mostExpensive')).toEqual([
      ads.reserved,
      ads.cafeTable,
      ads.gazelle,
      ads.promoted,
      ads.kidsFietsen,
      ads.kidsBike,
      ads.freeSofa,
      ads.swapLamp,
    ]);
  });

  it('pages every sort with an opaque cursor, without gaps or repeats', async () => {
    for (const query of [
      'sort=newest',
      'sort=cheapest',
      'sort=mostExpensive',
      'postalCode=1012AB&sort=nearest',
    ]) {
      expect(await allPages(query, 3)).toEqual(await ids(query));
    }
    expect(await allPages('search=fiets&sort=relevance', 1)).toEqual(
      await ids('search=fiets&sort=relevance'),
    );
  });

  it('filters by category subtree, price, price type, condition, delivery, photos, booth, province and city', async () => {
    const { ads, categories, places } = w;
    const sorted = async (query: string) => (await ids(query)).sort((a, b) => a - b);
    const set = (...values: number[]) => values.sort((a, b) => a - b);
    expect(await sorted(`categoryId=${categories.vehicles}`)).toEqual(
      set(ads.gazelle, ads.kidsFietsen, ads.kidsBike, ads.reserved),
    );
    expect(await sorted(`categoryId=${categories.cityBikes}`)).toEqual(
      set(ads.gazelle, ads.kidsBike, ads.reserved),
    );
    expect(await sorted('priceMin=50&priceMax=150')).toEqual(set(ads.kidsFietsen, ads.promoted, ads.gazelle));
    expect(await sorted('priceMax=40')).toEqual(set(ads.freeSofa, ads.kidsBike));
    // Each sort bounds its own price key; ads without a price (swap) stay out of every range.
    expect(await sorted('priceMax=40&sort=mostExpensive')).toEqual(set(ads.freeSofa, ads.kidsBike));
    const fromFifty = await sorted('priceMin=50');
    expect(fromFifty).toContain(ads.cafeTable);
    expect(fromFifty).not.toContain(ads.swapLamp);
    expect(await sorted('priceMin=50&sort=mostExpensive')).toEqual(fromFifty);
    expect(await sorted('priceMin=50&sort=cheapest')).toEqual(fromFifty);
    expect(await sorted('priceMin=0&sort=mostExpensive')).not.toContain(ads.swapLamp);
    expect(await sorted('priceType=free,swap')).toEqual(set(ads.freeSofa, ads.swapLamp));
    expect(await sorted('condition=new,asNew')).toEqual(set(ads.kidsBike, ads.cafeTable));
    expect(await sorted('delivery=post')).toEqual(set(ads.kidsFietsen, ads.kidsBike));
    expect(await sorted('photosOnly=true')).toEqual([ads.gazelle]);
    expect((await ids('photosOnly=false')).length).toBe(8);
    expect(await sorted(`boothId=${w.booths.seller}`)).toEqual(
      set(ads.gazelle, ads.kidsFietsen, ads.reserved),
    );
    expect(await sorted(`provinceId=${places.friesland}`)).toEqual(set(ads.kidsFietsen, ads.promoted));
    expect(await sorted(`cityId=${places.cities.Zaandam}`)).toEqual(set(ads.cafeTable, ads.swapLamp));
    const combined = await search(`categoryId=${categories.vehicles}&priceMax=100&delivery=post`);
    expect(combined.data.map((ad) => ad.id).sort()).toEqual(set(ads.kidsFietsen, ads.kidsBike));
    expect(combined.total).toBe(2);
  });

  it('photos only follows photos as they are added and removed', async () => {
    const { ads } = w;
    const photo = await insertImageFileRow(t.db, w.users.other);
    await t.db
      .insertInto('ad_images')
      .values({ ad_id: ads.cafeTable, file_id: photo, position: 0 })
      .execute();
    // Writes straight to the database skip the API's cache invalidation.
    await t.app.cache.clear();
    expect((await ids('photosOnly=true')).sort()).toEqual([ads.gazelle, ads.cafeTable].sort());
    await t.db.deleteFrom('ad_images').where('ad_id', '=', ads.cafeTable).execute();
    await t.app.cache.clear();
    expect(await ids('photosOnly=true')).toEqual([ads.gazelle]);
  });

  it('searches a radius around a postal code or a point, and sorts by distance', async () => {
    const { ads } = w;
    const near = await search('postalCode=1012 AB&radiusKm=5');
    expect(near.data.map((ad) => ad.id).sort()).toEqual([ads.gazelle, ads.freeSofa, ads.reserved].sort());
    expect(near.data.every((ad) => typeof ad.distanceKm === 'number' && ad.distanceKm <= 5)).toBe(true);
    expect(await ids('postalCode=1012&radiusKm=5&sort=newest')).toEqual([
      ads.gazelle,
      ads.freeSofa,
      ads.reserved,
    ]);
    const wider = await ids('lat=52.3738&lng=4.891&radiusKm=10');
    expect(wider).toHaveLength(6);
    expect(wider).not.toContain(ads.kidsFietsen);
    const nearest = await search('postalCode=1012AB&sort=nearest');
    expect(nearest.data.slice(0, 4).map((ad) => ad.id)).toEqual([
      ads.gazelle,
      ads.freeSofa,
      ads.reserved,
      ads.kidsBike,
    ]);
    const distances = nearest.data.map((ad) => ad.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(nearest.data).toHaveLength(8);
    // Pages bounded by the nearest-first probe join up to the same list, with or without a filter.
    expect(await allPages('postalCode=1012AB&sort=nearest', 3)).toEqual(nearest.data.map((ad) => ad.id));
    expect(await allPages('postalCode=1012AB&radiusKm=5&sort=nearest', 1)).toEqual([
      ads.gazelle,
      ads.freeSofa,
      ads.reserved,
    ]);
    const withPrice = await ids('postalCode=1012AB&sort=nearest&priceMin=1');
    expect(await allPages('postalCode=1012AB&sort=nearest&priceMin=1', 2)).toEqual(withPrice);
    expect(withPrice).toEqual(nearest.data.map((ad) => ad.id).filter((id) => withPrice.includes(id)));
  });

  it('finds Dutch and English words by stem and prefix, accent- and case-insensitively', async () => {
    const { ads } = w;
    expect(await ids('search=fiets')).toContain(ads.kidsFietsen);
    expect(await ids('search=fietsen')).toContain(ads.reserved);
    // English finds Dutch through the term list: 'bikes' → fiets and its family, 'children' → kinderen.
    expect((await ids('search=bikes')).toSorted()).toEqual(
      [ads.gazelle, ads.kidsFietsen, ads.kidsBike, ads.reserved].toSorted(),
    );
    expect((await ids('search=children')).toSorted()).toEqual([ads.kidsFietsen, ads.kidsBike].toSorted());
    expect(await ids('search=cafe')).toEqual([ads.cafeTable]);
    expect(await ids('search=CAFÉ stijl')).toEqual([ads.cafeTable]);
    expect(await ids('search=damesfiets')).toEqual([ads.gazelle]);
    expect(await ids('search=gazele')).toEqual([ads.gazelle]);
    const filtered = await search(`search=fiets&provinceId=${w.places.friesland}`);
    expect(filtered.data.map((ad) => ad.id)).toEqual([ads.kidsFietsen]);
    expect(filtered.total).toBe(1);
  });

  it('finds every title word of a family however many share its key, in titles and tags (decision 0055)', async () => {
    // 120 shorter compounds of 'fiets' are title words elsewhere, as in a national vocabulary: a family of
    // the 100 shortest words left 'transportfiets' out, and no prefix of 'fiets' begins it.
    const vocabulary = Array.from({ length: 120 }, (_, i) => `qqq${i}fiets`);
    await sql`insert into search_words (word) select unnest(${vocabulary}::text[])`.execute(t.db);
    const titled = await insertAdRow(t.db, { ...otherBikeAd(), title: 'Transportfiets met krat' });
    const described = await insertAdRow(t.db, {
      ...otherBikeAd(),
      title: 'Bagagedrager',
      description: 'Past op elke transportfiets',
    });
    try {
      const found = await ids('search=fiets&limit=60');
      expect(found).toContain(titled);
      // A description names accessories and uses as often as the thing on sale: there, a family word
      // counts only as far as the word's prefixes reach.
      expect(found).not.toContain(described);
      expect(await ids('search=transportfiets')).toEqual(expect.arrayContaining([titled, described]));
    } finally {
      await t.db.deleteFrom('ads').where('id', 'in', [titled, described]).execute();
      await sql`delete from search_word_keys where word = any(${vocabulary}::text[])`.execute(t.db);
      await sql`delete from search_words where word = any(${vocabulary}::text[])`.execute(t.db);
      await t.app.cache.clear();
    }
  });

  it("keeps an ad's family keys with its title: an edit moves it to the new word's family", async () => {
    const id = await insertAdRow(t.db, { ...otherBikeAd(), title: 'Stevige bakfiets' });
    try {
      expect(await ids('search=fiets&limit=60')).toContain(id);
      await t.db.updateTable('ads').set({ title: 'Stevige kinderstoel' }).where('id', '=', id).execute();
      await t.app.cache.clear();
      expect(await ids('search=fiets&limit=60')).not.toContain(id);
      expect(await ids('search=stoel&limit=60')).toContain(id);
    } finally {
      await t.db.deleteFrom('ads').where('id', '=', id).execute();
      await t.app.cache.clear();
    }
  });

  it('writes the keys of all ads at once (a bulk load, a migration) as the trigger writes them ad by ad', async () => {
    await sql`update ads set search_document = kraam_ad_document(title, description, tags)`.execute(t.db);
    await sql`select kraam_append_ad_keys()`.execute(t.db);
    const { rows } = await sql<{ id: number }>`
      select id from ads
      where search_document is distinct from kraam_ad_document(title, description, tags) || kraam_ad_keys(title, tags)`.execute(
      t.db,
    );
    expect(rows).toEqual([]);
    const { rows: keyed } = await sql<{ n: number }>`
      select count(*)::int as n from ads where search_document @@ '''#fiet'''::tsquery`.execute(t.db);
    expect(keyed[0]?.n).toBeGreaterThan(0);
  });

  it('gives a text search its total by any sort, beyond the first page, typo-corrected or empty', async () => {
    // Two more bikes, so 'fiets' matches enough ads to be taken as typed (not typo-corrected).
    const more = [
      await insertAdRow(t.db, { ...otherBikeAd(), title: 'Fiets met mand' }),
      await insertAdRow(t.db, { ...otherBikeAd(), title: 'Opknapfiets of fiets voor onderdelen' }),
    ];
    // Writes straight to the database skip the API's cache invalidation.
    await t.app.cache.clear();
    try {
      // Four with the word, the Gazelle 'stadsfiets' (a compound headed by it) and 'Kids bike blue' (the term
      // list gives 'bike' for it).
      const fiets = await search('search=fiets');
      expect(fiets.total).toBe(6);
      expect(fiets.data).toHaveLength(6);
      // The words as typed rank first: a Dutch ad before the English one the term list adds.
      expect(fiets.data.at(-1)?.id).toBe(w.ads.kidsBike);
      for (const query of [
        'search=fiets&limit=1',
        'search=fiets&sort=newest&limit=1',
        'search=fiets&sort=cheapest',
      ])
        expect(await search(query), query).toMatchObject({ total: 6, totalCapped: false });
    } finally {
      await t.db.deleteFrom('ads').where('id', 'in', more).execute();
      await t.app.cache.clear();
    }
    expect(await search('search=gazele&limit=1')).toMatchObject({ total: 1, totalCapped: false });
    expect(await search('search=xylofoon')).toMatchObject({ total: 0, totalCapped: false });
  });

  it('counts a common word up to 1,000, exactly below and capped above, by its prefixes or its family', async () => {
    const before = (await search('search=fiets')).total ?? 0;
    /** `count` more bike ads titled `title` and a number, newer than any other; answers their ids. */
    const insertAds = async (title: string, count: number) => {
      const { rows } = await sql<{ id: number }>`
        insert into ads (booth_id, user_id, category_id, title, price_type, price_cents, delivery, status,
          published_at, valid_from, valid_until)
        select ${w.booths.other}::int, ${w.users.other}::int, ${w.categories.cityBikes}::int, ${title} || ' ' || n,
          'startPrice', 10000 + n, 'pickup', 'published', now() + n * interval '1 second', now(),
          now() + interval '21 days'
        from generate_series(1, ${count}::int) n
        returning id`.execute(t.db);
      return rows.map((row) => row.id);
    };
    const added: number[] = [];
    const totals = async () => {
      await t.app.cache.clear();
      return Promise.all(
        ['search=fiets', 'search=fiets&sort=newest', 'search=fiets&sort=cheapest'].map(async (query) => {
          const { total, totalCapped } = await search(query);
          return { total, totalCapped };
        }),
      );
    };
    try {
      // 'fiets' begins these titles' words; 'damesfiets' is only in its family (a compound it heads).
      added.push(...(await insertAds('Fiets', 500)), ...(await insertAds('Damesfiets', 400)));
      expect(await totals()).toEqual(Array(3).fill({ total: before + 900, totalCapped: false }));
      // Past the cap by the family: the prefixes alone stay below it.
      added.push(...(await insertAds('Damesfiets', 200)));
      expect(await totals()).toEqual(Array(3).fill({ total: 1000, totalCapped: true }));
      // Past the cap by the prefixes alone; the list still starts at the newest matches.
      added.push(...(await insertAds('Fiets', 600)));
      expect(await totals()).toEqual(Array(3).fill({ total: 1000, totalCapped: true }));
      const newest = added.at(-1);
      expect((await search('search=fiets')).data.map((ad) => ad.id)).toContain(newest);
    } finally {
      await t.db.deleteFrom('ads').where('id', 'in', added).execute();
      await t.app.cache.clear();
    }
  });

  it('tolerates a typo by correcting unknown words to the closest title words', async () => {
    expect(await ids('search=gazzelle')).toEqual([w.ads.gazelle]);
    expect(await ids('search=chamonx')).toEqual([w.ads.gazelle]);
    expect(await ids('search=gazzelle chamonix')).toEqual([w.ads.gazelle]);
    expect((await ids('search=kidz bike')).toSorted()).toEqual(
      [w.ads.kidsFietsen, w.ads.kidsBike].toSorted(),
    );
    expect(await ids('search=xylofoon')).toEqual([]);
  });

  it('pages a typo-corrected search by its own cursor, with the total on the first page', async () => {
    const second = await insertAdRow(t.db, { ...otherBikeAd(), title: 'Gazelle Orange C7' });
    try {
      for (const sort of ['relevance', 'cheapest', 'newest']) {
        const query = `search=gazzelle&sort=${sort}`;
        expect(await search(`${query}&limit=1`), sort).toMatchObject({ total: 2, totalCapped: false });
        const paged = await allPages(query, 1);
        expect(paged.toSorted(), sort).toEqual([w.ads.gazelle, second].toSorted());
        expect(paged, sort).toEqual(await ids(query));
      }
    } finally {
      await t.db.deleteFrom('ads').where('id', '=', second).execute();
    }
  });

  it('never returns expired, sold, deleted, inactive or draft ads', async () => {
    const hidden = Object.values(w.hidden);
    for (const query of [
      '',
      'search=fiets',
      'search=verlopen',
      'search=verkochte fiets',
      'sort=cheapest',
      `boothId=${w.booths.seller}`,
    ]) {
      const found = await ids(query);
      expect(
        found.filter((id) => hidden.includes(id)),
        query,
      ).toEqual([]);
    }
  });

  it('answers 400 with field errors for unknown or invalid filter values', async () => {
    const bad = async (query: string) => {
      const response = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${query}`, undefined, {
        lang: 'en',
      });
      expect(response.statusCode, query).toBe(400);
      return errorResponseSchema.parse(response.json()).errors ?? {};
    };
    expect(Object.keys(await bad('categoryId=999999'))).toEqual(['categoryId']);
    expect(Object.keys(await bad('boothId=999999&cityId=999999&provinceId=999999')).sort()).toEqual([
      'boothId',
      'cityId',
      'provinceId',
    ]);
    expect(await bad('postalCode=9999ZZ&radiusKm=5')).toEqual({ postalCode: ['This value is invalid.'] });
    expect(Object.keys(await bad('postalCode=12345'))).toEqual(['postalCode']);
    expect(Object.keys(await bad('priceType=cheap'))).toEqual(['priceType.0']);
    expect(Object.keys(await bad('condition=broken'))).toEqual(['condition.0']);
    expect(Object.keys(await bad('priceMin=100&priceMax=10'))).toEqual(['priceMax']);
    expect(Object.keys(await bad('radiusKm=10'))).toEqual(['postalCode']);
    expect(Object.keys(await bad('sort=nearest'))).toEqual(['sort']);
    expect(Object.keys(await bad('radiusKm=1000&lat=52&lng=5'))).toEqual(['radiusKm']);
    expect(Object.keys(await bad('limit=500'))).toEqual(['limit']);
    expect(await bad('cursor=nonsense')).toEqual({ cursor: ['This value is invalid.'] });
    const newest = await search('limit=1');
    expect(Object.keys(await bad(`sort=cheapest&cursor=${newest.nextCursor ?? ''}`))).toEqual(['cursor']);
    // A cursor of the right list whose key SQL could not read back is refused, not a server error.
    const forged = (list: string, key: unknown) =>
      Buffer.from(JSON.stringify([list, [key], 1])).toString('base64url');
    expect(Object.keys(await bad(`cursor=${forged('search:newest', 'yesterday')}`))).toEqual(['cursor']);
    expect(Object.keys(await bad(`sort=cheapest&cursor=${forged('search:cheapest', '1e99')}`))).toEqual([
      'cursor',
    ]);
    expect(
      (await search(`sort=cheapest&cursor=${forged('search:cheapest', '0')}`)).data.length,
    ).toBeGreaterThan(0);
    expect(json(await call('GET', '/public/v2/Advertisement/GetAllWithFilter?photosOnly=maybe')).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
