import { API_PATHS, FREE_AD_DAYS, ownAdResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, loginToken } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { insertImageFileRow } from '../../test/ad-fixtures';
import { AD_INSERTS_PER_HOUR } from './ad-routes';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

const DAY_MS = 86_400_000;

describe('POST Advertisement/Insert', () => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld();
  });
  afterAll(() => w.t.close());

  const insert = (body: unknown, lang: 'nl' | 'en' = 'en', token = w.a.token) =>
    w.call('POST', API_PATHS.adInsert, body, { token, lang });
  const adCount = async () => (await w.t.db.selectFrom('ads').select('id').execute()).length;

  it('publishes at once for a free period, photos in the given order', async () => {
    const photos = [await insertImageFileRow(w.t.db, w.a.id), await insertImageFileRow(w.t.db, w.a.id)];
    const before = Date.now();
    const response = await insert(
      w.carBody({ imageIds: photos, location: { ...w.carBody().location, regionId: null } }),
    );
    expect(response.statusCode).toBe(200);
    const body = ownAdResponseSchema.parse(response.json());
    expect(body.message).toBe('Your ad is online.');
    const ad = body.data;
    expect(ad).toMatchObject({
      title: 'Volvo V70 met trekhaak',
      status: 'published',
      tradeState: 'available',
      priceType: 'startPrice',
      priceCents: 350_000,
      boothId: w.a.boothId,
      cityName: 'Amsterdam',
      provinceName: 'North Holland',
      galleryId: photos[0],
      imageIds: photos,
      imageCount: 2,
      fieldValues: { brand: 'volvo', year: 2012, mileage: 210_000 },
      tags: ['volvo', 'stationwagen'],
      phone: '+31612345678',
      expired: false,
      canRenew: false,
      promoted: false,
      isPaid: false,
      transactionId: null,
    });
    expect(ad.location).toMatchObject({
      postalCode: '1012 AB',
      latitude: 52.37,
      longitude: 4.9,
      showLocation: true,
    });
    const validFrom = Date.parse(ad.validFrom as string);
    expect(validFrom).toBeGreaterThanOrEqual(before);
    expect(Date.parse(ad.validUntil as string) - validFrom).toBe(FREE_AD_DAYS * DAY_MS);
    expect(ad.publishedAt).toBe(ad.validFrom);
  });

  it('takes the phone number the Dutch way and stores it in E.164', async () => {
    for (const phone of ['0612345678', '06-1234 5678', '0031 6 12345678', '+31 6 12345678']) {
      const response = await insert(w.carBody({ phone }));
      expect(response.statusCode, phone).toBe(200);
      const { id, phone: answered } = ownAdResponseSchema.parse(response.json()).data;
      expect(answered, phone).toBe('+31612345678');
      const row = await w.t.db
        .selectFrom('ads')
        .select('phone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.phone, phone).toBe('+31612345678');
    }
  });

  it("refuses a number that cannot be one, in the request's language", async () => {
    const nl = await insert(w.carBody({ phone: '06 1234' }), 'nl');
    expect(nl.statusCode).toBe(400);
    expect(json(nl)).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { phone: [expect.stringContaining('geen geldig telefoonnummer')] },
    });
    const en = await insert(w.carBody({ phone: '06 1234' }), 'en');
    expect(json(en)).toMatchObject({
      errors: { phone: [expect.stringContaining('not a valid phone number')] },
    });
  });

  it("answers 409 NO_BOOTH in the request's language and stores nothing", async () => {
    const count = await adCount();
    const en = await insert(w.carBody(), 'en', w.c.token);
    expect(en.statusCode).toBe(409);
    expect(json(en)).toEqual({
      code: 'NO_BOOTH',
      message: "you don't have a booth. First set up your booth and then register your ad",
    });
    const nl = await insert(w.carBody(), 'nl', w.c.token);
    expect(json(nl)).toMatchObject({
      code: 'NO_BOOTH',
      message: 'Je hebt nog geen kraam. Zet eerst je kraam op en plaats dan je advertentie.',
    });
    expect(await adCount()).toBe(count);
  });

  it('limits posting per seller', async () => {
    await insertUser(w.t.db, { email: 'dirk@example.com', password: 'dirk-password-1' });
    const dirk = await loginToken(w.t.app, 'dirk@example.com', 'dirk-password-1');
    // Dirk has no booth: every call is counted and answered 409 until the limit is reached.
    for (let i = 0; i < AD_INSERTS_PER_HOUR; i++)
      expect((await insert(w.carBody(), 'en', dirk)).statusCode).toBe(409);
    const limited = await insert(w.carBody(), 'en', dirk);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    expect((await insert(w.carBody(), 'en', w.b.token)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await w.call('POST', API_PATHS.adInsert, w.carBody())).statusCode).toBe(401);
  });

  it('checks title and description length', async () => {
    const response = await insert(w.carBody({ title: ' ', description: 'x'.repeat(4001) }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({
      title: ['This field is required.'],
      description: ['This value is too large or too long (maximum 4000).'],
    });
    expect((await insert(w.carBody({ description: 'x'.repeat(4000) }))).statusCode).toBe(200);
  });

  it('asks an amount only of the price types that take one, and a period for rental', async () => {
    const noAmount = await insert(w.carBody({ priceType: 'suggestion', priceCents: null }));
    expect(noAmount.statusCode).toBe(400);
    expect(json(noAmount).errors).toEqual({ priceCents: ['This field is required.'] });

    const freeWithAmount = await insert(w.carBody({ priceType: 'free', priceCents: 100 }));
    expect(json(freeWithAmount).errors).toEqual({ priceCents: ['This price type does not take an amount.'] });

    const rentalWithoutPeriod = await insert(w.carBody({ priceType: 'rental', priceCents: 5_000 }));
    expect(json(rentalWithoutPeriod).errors).toEqual({ rentalPeriod: ['This field is required.'] });

    const negative = await insert(w.carBody({ priceCents: -1 }));
    expect(negative.statusCode).toBe(400);
    expect(json(negative).errors).toHaveProperty('priceCents');
    const fractional = await insert(w.carBody({ priceCents: 12.5 }));
    expect(fractional.statusCode).toBe(400);
    const text = await insert({ ...w.carBody(), priceCents: '100' });
    expect(json(text).errors).toEqual({ priceCents: ['This value has the wrong type.'] });
    const unknownType = await insert({ ...w.carBody(), priceType: 'auction' });
    expect(json(unknownType).errors).toHaveProperty('priceType');

    const free = await insert(w.carBody({ priceType: 'free', priceCents: null, rentalPeriod: 'week' }));
    expect(ownAdResponseSchema.parse(free.json()).data).toMatchObject({
      priceType: 'free',
      priceCents: null,
      rentalPeriod: null,
    });
    const rental = await insert(w.carBody({ priceType: 'rental', priceCents: 5_000, rentalPeriod: 'month' }));
    expect(ownAdResponseSchema.parse(rental.json()).data).toMatchObject({
      priceType: 'rental',
      priceCents: 5_000,
      rentalPeriod: 'month',
    });
  });

  it('wants a phone number valid for its country', async () => {
    expect((await insert(w.carBody({ phone: '+31 6 1234' }))).statusCode).toBe(400);
    const belgian = await insert(w.carBody({ phone: '+32 470 12 34 56' }));
    expect(belgian.statusCode).toBe(200);
    expect(ownAdResponseSchema.parse(belgian.json()).data.phone).toBe('+32470123456');
    expect((await insert(w.carBody({ phone: null }))).statusCode).toBe(200);
  });

  it('refuses a category that has subcategories or does not exist', async () => {
    const parent = await insert(
      w.carBody({ categoryId: w.categories.vehicles, fieldValues: { year: 2012 } }),
    );
    expect(parent.statusCode).toBe(400);
    expect(json(parent).errors).toEqual({
      categoryId: ['Choose a subcategory that has no further subcategories.'],
    });
    const unknown = await insert(w.carBody({ categoryId: 999_999 }));
    expect(json(unknown).errors).toEqual({ categoryId: ['This value is invalid.'] });
  });

  it("checks the field values against the category's fields, inherited ones included", async () => {
    const response = await insert(
      w.carBody({ fieldValues: { colour: 'red', year: '2012', mileage: 'veel', electric: 'ja' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toEqual({
      'fieldValues.colour': ['This field is not known.'],
      'fieldValues.brand': ['This field is required.'],
      'fieldValues.year': ['This value has the wrong type.'],
      'fieldValues.mileage': ['This value has the wrong type.'],
      'fieldValues.electric': ['This value has the wrong type.'],
    });
    const choice = await insert(w.carBody({ fieldValues: { brand: 'tesla' } }), 'nl');
    expect(json(choice).errors).toEqual({
      'fieldValues.brand': ['Kies een van de toegestane waarden: volvo, other.'],
    });
    const ok = await insert(w.carBody({ fieldValues: { brand: 'other', electric: true } }));
    expect(ownAdResponseSchema.parse(ok.json()).data.fieldValues).toEqual({ brand: 'other', electric: true });
    const housing = await insert(
      w.carBody({
        categoryId: w.categories.rentals,
        fieldValues: { rooms: 3 },
        priceType: 'rental',
        rentalPeriod: 'month',
      }),
    );
    expect(ownAdResponseSchema.parse(housing.json()).data.fieldValues).toEqual({ rooms: 3 });
  });

  it('wants places that exist and nest: province in country, city in province, region in city', async () => {
    const base = w.carBody().location;
    const cases: [Partial<typeof base>, string][] = [
      [{ countryId: 999_999 }, 'location.countryId'],
      [{ countryId: w.places.belgium }, 'location.provinceId'],
      [{ provinceId: w.places.friesland }, 'location.cityId'],
      [{ cityId: 999_999 }, 'location.cityId'],
      [{ cityId: w.places.cities.Zaandam, regionId: await regionOfAmsterdam() }, 'location.regionId'],
      [{ regionId: 999_999 }, 'location.regionId'],
    ];
    for (const [change, field] of cases) {
      const response = await insert(w.carBody({ location: { ...base, ...change } }));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(json(response).errors ?? {}), field).toEqual([field]);
    }
    const postal = await insert(w.carBody({ location: { ...base, postalCode: '123' } }));
    expect(json(postal).errors).toEqual({ 'location.postalCode': ['This value is invalid.'] });

    const region = await regionOfAmsterdam();
    const pinned = await insert(
      w.carBody({
        location: { ...base, regionId: region, latitude: 52.36, longitude: 4.88, showLocation: false },
      }),
    );
    expect(ownAdResponseSchema.parse(pinned.json()).data.location).toMatchObject({
      regionId: region,
      latitude: 52.36,
      longitude: 4.88,
      showLocation: false,
    });
  });

  async function regionOfAmsterdam(): Promise<number> {
    const row = await w.t.db
      .selectFrom('regions')
      .select('id')
      .where('city_id', '=', w.places.cities.Amsterdam as number)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("takes only the caller's own unused uploads as photos, at most 12", async () => {
    const count = await adCount();
    const others = await insertImageFileRow(w.t.db, w.b.id);
    const foreign = await insert(w.carBody({ imageIds: [others] }));
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).errors).toEqual({ imageIds: ['This value is invalid.'] });

    const own = await insertImageFileRow(w.t.db, w.a.id);
    expect((await insert(w.carBody({ imageIds: [own, own] }))).statusCode).toBe(400);
    expect((await insert(w.carBody({ imageIds: ['00000000-0000-4000-8000-000000000000'] }))).statusCode).toBe(
      400,
    );
    expect(await adCount()).toBe(count);

    expect((await insert(w.carBody({ imageIds: [own] }))).statusCode).toBe(200);
    const reused = await insert(w.carBody({ imageIds: [own] }));
    expect(json(reused).errors).toEqual({ imageIds: ['This value is invalid.'] });

    const thirteen = await Promise.all(Array.from({ length: 13 }, () => insertImageFileRow(w.t.db, w.a.id)));
    const tooMany = await insert(w.carBody({ imageIds: thirteen }));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).errors).toEqual({ imageIds: ['You can only upload 12 images'] });
    const twelve = await insert(w.carBody({ imageIds: thirteen.slice(0, 12) }));
    expect(ownAdResponseSchema.parse(twelve.json()).data.imageCount).toBe(12);
  });

  it('a refused insert leaves its photos free for the next try', async () => {
    const own = await insertImageFileRow(w.t.db, w.a.id);
    expect(
      (await insert(w.carBody({ imageIds: [own], location: { ...w.carBody().location, regionId: 999_999 } })))
        .statusCode,
    ).toBe(400);
    const used = await w.t.db.selectFrom('ad_images').select('id').where('file_id', '=', own).execute();
    expect(used).toEqual([]);
    expect((await insert(w.carBody({ imageIds: [own] }))).statusCode).toBe(200);
  });
});
