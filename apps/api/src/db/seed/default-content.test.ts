import { sql } from 'kysely';
import { adDetailResponseSchema, boothBodySchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { defaultSeedContent } from './default-content';
import { runSeed } from './run-seed';
import type { SeedContent } from './seed-content';

// The real demo content through the real runner; only the pictures are stand-ins so this stays fast.
// runSeed throws on any ad whose category, city or user does not exist, so this also checks the content.
const content: SeedContent = {
  ...defaultSeedContent,
  pictures: {
    product: () => samplePng(48, 36),
    category: () => samplePng(16, 16),
    booth: () => samplePng(16, 16),
    companyLogo: () => samplePng(16, 16),
  },
};

describe('the real demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a living demo: categories, the 12 provinces with cities, users and at least 200 ads', async () => {
    const result = await runSeed(t.db, t.app.fileStore, { content, log: () => undefined });
    expect(result.seeded).toBe(true);
    expect(result.ads).toBeGreaterThanOrEqual(200);

    const count = async (table: 'provinces' | 'cities' | 'users' | 'booths') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('provinces')).toBe(12);
    expect(await count('cities')).toBeGreaterThan(100);
    // Every demo seller has a booth; admins (support, the demo admin) sell nothing.
    const sellers = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(await count('booths')).toBe(Number(sellers.n));

    const topLevel = await t.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .execute();
    expect(topLevel.length).toBeGreaterThanOrEqual(12);
    const categoriesWithoutImage = await t.db
      .selectFrom('categories')
      .select('id')
      .where('gallery_id', 'is', null)
      .execute();
    expect(categoriesWithoutImage).toEqual([]);
  }, 60_000);

  it('shows a build year as a year, not as an amount (Bouwjaar 2018, not 2.018)', async () => {
    const car = await t.db
      .selectFrom('ads')
      .select('id')
      .where(sql<boolean>`field_values ? 'year'`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const lang of ['nl', 'en'] as const) {
      const response = await t.app.inject({ url: `/public/v2/Advertisement/Get?id=${car.id}&lang=${lang}` });
      const year = adDetailResponseSchema.parse(response.json()).data.fields.find((f) => f.key === 'year');
      expect(year?.value, lang).toMatch(/^(19|20)\d\d$/);
    }
  });

  it('shows both seller labels: some booths are traders, with a legal notice the booth form accepts', async () => {
    const booths = await t.db
      .selectFrom('booths')
      .select(['name', 'seller_type', 'company_name', 'kvk_number', 'email', 'phone', 'street'])
      .select(['postal_code', 'city_id'])
      .execute();
    const traders = booths.filter((booth) => booth.seller_type === 'trader');
    expect(traders.length).toBeGreaterThanOrEqual(3);
    expect(booths.length - traders.length).toBeGreaterThanOrEqual(2);
    for (const booth of traders) {
      const body = {
        name: booth.name,
        sellerType: booth.seller_type,
        companyName: booth.company_name,
        kvkNumber: booth.kvk_number,
        email: booth.email,
        phone: booth.phone,
        street: booth.street,
        postalCode: booth.postal_code,
        cityId: booth.city_id,
      };
      expect(boothBodySchema.safeParse(body).error?.issues, booth.name).toBeUndefined();
    }
  });
});
