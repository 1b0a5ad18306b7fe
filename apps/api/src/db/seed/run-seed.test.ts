import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  categoryTreeResponseSchema,
  conversationListResponseSchema,
  loginResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runSeed } from './run-seed';
import type { SeedContent } from './seed-content';
import { DEMO_PASSWORD } from './seed-users';

/** A tiny but complete demo: every step of the runner runs, in well under a second. */
const fakeContent: SeedContent = {
  loadPlaces: () => [
    {
      code: 'NL-UT',
      nameNl: 'Utrecht',
      nameEn: 'Utrecht',
      latitude: 52.1,
      longitude: 5.1,
      cities: [
        { name: 'Utrecht', latitude: 52.09, longitude: 5.12 },
        { name: 'Zeist', latitude: 52.09, longitude: 5.23 },
      ],
    },
    {
      code: 'NL-FR',
      nameNl: 'Fryslân',
      nameEn: 'Friesland',
      latitude: 53.1,
      longitude: 5.8,
      cities: [{ name: 'Leeuwarden', latitude: 53.2, longitude: 5.8 }],
    },
  ],
  categories: [
    {
      key: 'bikes',
      nl: 'Fietsen',
      en: 'Bicycles',
      emoji: 'bike',
      children: [
        {
          key: 'bikes-city',
          nl: 'Stadsfietsen',
          en: 'City bikes',
          emoji: 'bike',
          fields: [
            { key: 'frame', type: 'number', nl: 'Framemaat', en: 'Frame size', unit: 'cm', required: true },
            {
              key: 'gears',
              type: 'select',
              nl: 'Versnellingen',
              en: 'Gears',
              options: [
                { value: '3', nl: '3', en: '3' },
                { value: '7', nl: '7', en: '7' },
              ],
            },
          ],
        },
        { key: 'bikes-race', nl: 'Racefietsen', en: 'Racing bikes', emoji: 'bike' },
      ],
    },
    { key: 'home', nl: 'Huis', en: 'Home', emoji: 'house' },
  ],
  users: [
    {
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'de Vries',
      phone: '+31 6 12345678',
      lang: 'nl',
      booth: {
        name: 'Anna’s Fietsen',
        title: 'Fietsen',
        description: 'Tweedehands fietsen',
        website: null,
        emoji: 'bike',
        cityName: 'Utrecht',
      },
    },
    {
      email: 'ben@example.com',
      firstName: 'Ben',
      lastName: 'Smit',
      phone: '+31 6 87654321',
      lang: 'en',
      booth: {
        name: 'Ben’s Home',
        title: 'Home',
        description: 'Furniture',
        website: 'https://ben.example',
        emoji: 'house',
        cityName: 'Leeuwarden',
      },
    },
  ],
  generateAds: (provinces) => {
    expect(provinces.map((p) => p.code)).toEqual(['NL-UT', 'NL-FR']);
    const base = {
      description: 'Prima staat',
      priceType: 'startPrice' as const,
      priceCents: 12500,
      rentalPeriod: null,
      condition: 'good' as const,
      delivery: 'pickup' as const,
      tags: ['fiets'],
      fieldValues: { frame: 56 },
      tradeState: 'available' as const,
      viewCount: 3,
      favoriteCount: 1,
      reduction: null,
    };
    return [
      {
        ...base,
        userIndex: 0,
        categoryKey: 'bikes-city',
        title: 'Gazelle',
        provinceCode: 'NL-UT',
        cityName: 'Zeist',
        photos: [
          { emoji: 'bike', variant: 0 },
          { emoji: 'bike', variant: 1 },
        ],
        publishedDaysAgo: 2,
        promoted: true,
      },
      {
        ...base,
        userIndex: 0,
        categoryKey: 'bikes-race',
        title: 'Koga',
        provinceCode: 'NL-UT',
        cityName: 'Utrecht',
        photos: [{ emoji: 'bike', variant: 2 }],
        publishedDaysAgo: 20,
        promoted: false,
      },
      {
        ...base,
        userIndex: 1,
        categoryKey: 'home',
        title: 'Stoel',
        provinceCode: 'NL-FR',
        cityName: 'Leeuwarden',
        photos: [],
        publishedDaysAgo: 0,
        promoted: false,
      },
    ];
  },
  pictures: {
    product: (_emoji, variant) => samplePng(120 + variant, 90),
    category: () => samplePng(32, 32),
    booth: (_emoji, variant) => samplePng(40 + variant, 40),
    companyLogo: () => samplePng(64, 64),
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

async function countFilesOnDisk(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter(
    (e) => e.isFile() && !e.name.endsWith('.favicon.webp') && !e.parentPath.includes(`${path.sep}variants`),
  ).length;
}

describe('runSeed', () => {
  let t: TestApp;
  const lines: string[] = [];
  const seed = (reset = false) =>
    runSeed(t.db, t.app.fileStore, { reset, content: fakeContent, log: (line) => lines.push(line) });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an empty database completely and logs its progress', async () => {
    expect(await seed()).toEqual({ seeded: true, ads: 3 });
    expect(lines).toContain('seed: ads 3/3');

    const count = async (
      table:
        | 'countries'
        | 'provinces'
        | 'cities'
        | 'categories'
        | 'category_fields'
        | 'users'
        | 'booths'
        | 'ads'
        | 'ad_images'
        | 'files'
        | 'promotions',
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('countries')).toBe(3);
    expect(await count('provinces')).toBe(2);
    expect(await count('cities')).toBe(3);
    expect(await count('categories')).toBe(4);
    expect(await count('category_fields')).toBe(2);
    // The two demo users and the support account.
    expect(await count('users')).toBe(3);
    expect(await count('booths')).toBe(2);
    expect(await count('ads')).toBe(3);
    expect(await count('ad_images')).toBe(3);
    expect(await count('promotions')).toBe(1);
    // 4 category images + company logo + 2 booth logos + 3 photos
    expect(await count('files')).toBe(10);
    expect(await countFilesOnDisk(path.join(t.config.dataDir, 'files'))).toBe(10);

    const users = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'email_confirmed_at'])
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.email)).toEqual([
      'anna@example.com',
      'ben@example.com',
      'support@kraam.example',
    ]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.email_confirmed_at).toBeInstanceOf(Date);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/userLogin',
      payload: { email: 'anna@example.com', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const ads = await t.db.selectFrom('ads').selectAll().orderBy('id').execute();
    const [gazelle, koga] = ads;
    expect(gazelle).toMatchObject({
      title: 'Gazelle',
      status: 'published',
      ad_level: 'promoted',
      is_paid: true,
      phone: '+31 6 12345678',
      price_cents: '12500',
    });
    expect(gazelle?.promoted_until?.getTime()).toBeGreaterThan(Date.now());
    expect(koga?.promoted_until).toBeNull();
    for (const ad of ads) {
      expect(ad.valid_from).toEqual(ad.published_at);
      expect((ad.valid_until?.getTime() ?? 0) - (ad.published_at?.getTime() ?? 0)).toBe(21 * DAY_MS);
      expect(ad.valid_until?.getTime()).toBeGreaterThan(Date.now());
      expect(ad.latitude).not.toBeNull();
    }
    const images = await t.db
      .selectFrom('ad_images')
      .select(['ad_id', 'position'])
      .orderBy('ad_id')
      .orderBy('position')
      .execute();
    expect(images.map((i) => [i.ad_id, i.position])).toEqual([
      [gazelle?.id, 0],
      [gazelle?.id, 1],
      [koga?.id, 0],
    ]);

    const tree = categoryTreeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=en' })).json(),
    );
    expect(tree.data.map((c) => c.title)).toEqual(['Bicycles', 'Home']);
    expect(tree.data[0]?.childs.map((c) => c.title)).toEqual(['City bikes', 'Racing bikes']);
    expect(tree.data.every((c) => c.galleryId !== null)).toBe(true);

    const company = await t.app.inject({ method: 'GET', url: '/public/getStaticsData?lang=en' });
    expect(company.json()).toMatchObject({ data: { company: { name: 'Kraam' } } });
  });

  it('seeds the support account (an admin) and demo conversations for the first user', async () => {
    const support = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'support@kraam.example')
      .executeTakeFirstOrThrow();
    expect(support.role).toBe('admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/userLogin',
      payload: { email: 'anna@example.com', password: DEMO_PASSWORD },
    });
    const token = loginResponseSchema.parse(login.json()).data.token;
    const chats = await t.app.inject({
      method: 'GET',
      url: '/ChatHub/GetAll?lang=nl',
      headers: { authorization: `Bearer ${token}` },
    });
    const list = conversationListResponseSchema.parse(chats.json());
    expect(list.data.map((c) => [c.kind, c.other.name, c.ad?.title ?? null, c.unreadCount])).toEqual([
      ['ad', 'Ben Smit', 'Gazelle', 1],
      ['support', 'Kraam Support', null, 0],
    ]);
    expect(list.unreadTotal).toBe(1);
  });

  it('is idempotent: a second run seeds nothing', async () => {
    lines.length = 0;
    expect(await seed()).toEqual({ seeded: false, ads: 0 });
    expect(lines).toEqual(['seed: database not empty, nothing seeded']);
    const ads = await t.db
      .selectFrom('ads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ads.n)).toBe(3);
  });

  it('with reset, empties tables and stored files first, then seeds again from id 1', async () => {
    expect(await seed(true)).toEqual({ seeded: true, ads: 3 });
    const ids = await t.db.selectFrom('users').select('id').orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(await countFilesOnDisk(path.join(t.config.dataDir, 'files'))).toBe(10);
  });
});
