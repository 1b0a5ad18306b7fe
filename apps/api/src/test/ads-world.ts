// The world the advertisement tests share: places, a small category tree with fields on a parent and
// a leaf, sellers A and B with booths, C without one, and a valid insert body to vary.
import type { AdInsertInput } from '@kraam/shared';
import { caller, loginToken } from './auth-helpers';
import { insertAdRow, insertBoothRow, insertCategoryField } from './ad-fixtures';
import type { AdRowInput } from './ad-fixtures';
import { insertCategory, insertPlaces, insertUser } from './fixtures';
import type { PlaceIds } from './fixtures';
import { createTestApp } from './test-app';
import type { TestApp, TestAppOptions } from './test-app';

export interface Seller {
  id: number;
  token: string;
  boothId: number | null;
}

export interface AdsWorld {
  t: TestApp;
  places: PlaceIds;
  categories: { vehicles: number; cars: number; housing: number; rentals: number };
  a: Seller;
  b: Seller;
  /** Logged in, no booth. */
  c: Seller;
  call: ReturnType<typeof caller>;
  /** An ad row of seller A in cars, live unless `extra` says otherwise. */
  adOfA: (extra?: Partial<AdRowInput>) => Promise<number>;
  /** A valid insert body for a car in Amsterdam; override what a test varies. */
  carBody: (override?: Partial<AdInsertInput>) => AdInsertInput;
}

async function seller(t: TestApp, email: string, withBooth: boolean): Promise<Seller> {
  const password = `${email}-password-1`;
  const id = await insertUser(t.db, { email, password });
  const boothId = withBooth ? await insertBoothRow(t.db, id) : null;
  return { id, token: await loginToken(t.app, email, password), boothId };
}

async function insertCategories(t: TestApp): Promise<AdsWorld['categories']> {
  const vehicles = await insertCategory(t.db, { nl: "Auto's", en: 'Cars', priority: 10 });
  const cars = await insertCategory(t.db, {
    nl: 'Personenauto’s',
    en: 'Passenger cars',
    priority: 10,
    parentId: vehicles,
  });
  const housing = await insertCategory(t.db, { nl: 'Huizen', en: 'Housing', priority: 20 });
  const rentals = await insertCategory(t.db, {
    nl: 'Huurwoningen',
    en: 'For rent',
    priority: 10,
    parentId: housing,
  });
  await insertCategoryField(t.db, vehicles, {
    key: 'year',
    type: 'number',
    format: 'year',
    label_nl: 'Bouwjaar',
    label_en: 'Year',
    priority: 10,
  });
  await insertCategoryField(t.db, cars, {
    key: 'brand',
    type: 'select',
    label_nl: 'Merk',
    label_en: 'Brand',
    required: true,
    priority: 10,
    options: [
      { value: 'volvo', nl: 'Volvo', en: 'Volvo' },
      { value: 'other', nl: 'Ander merk', en: 'Other brand' },
    ],
  });
  await insertCategoryField(t.db, cars, {
    key: 'mileage',
    type: 'number',
    label_nl: 'Kilometerstand',
    label_en: 'Mileage',
    unit: 'km',
    priority: 20,
  });
  await insertCategoryField(t.db, cars, {
    key: 'electric',
    type: 'boolean',
    label_nl: 'Elektrisch',
    label_en: 'Electric',
    priority: 30,
  });
  await insertCategoryField(t.db, housing, {
    key: 'rooms',
    type: 'number',
    label_nl: 'Kamers',
    label_en: 'Rooms',
  });
  return { vehicles, cars, housing, rentals };
}

export async function createAdsWorld(options: TestAppOptions = {}): Promise<AdsWorld> {
  const t = await createTestApp(options);
  const places = await insertPlaces(t.db);
  const categories = await insertCategories(t);
  const [a, b, c] = [
    await seller(t, 'anna@example.com', true),
    await seller(t, 'bram@example.com', true),
    await seller(t, 'cor@example.com', false),
  ];
  return {
    t,
    places,
    categories,
    a,
    b,
    c,
    call: caller(t.app),
    adOfA: (extra = {}) =>
      insertAdRow(t.db, {
        booth_id: a.boothId as number,
        user_id: a.id,
        category_id: categories.cars,
        ...extra,
      }),
    carBody: (override = {}) => ({
      categoryId: categories.cars,
      title: 'Volvo V70 met trekhaak',
      description: 'Goed onderhouden, nieuwe APK.',
      priceType: 'startPrice',
      priceCents: 350_000,
      condition: 'used',
      delivery: 'pickup',
      tags: ['volvo', 'stationwagen'],
      fieldValues: { brand: 'volvo', year: 2012, mileage: 210_000 },
      phone: '+31 6 12345678',
      location: {
        countryId: places.netherlands,
        provinceId: places.northHolland,
        cityId: places.cities.Amsterdam as number,
        postalCode: '1012ab',
        street: 'Damrak 1',
        showLocation: true,
      },
      ...override,
    }),
  };
}
