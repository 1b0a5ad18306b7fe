import { adListResponseSchema, categoryFieldsResponseSchema, errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/auth-helpers';
import { insertAdRow } from '../../test/ad-fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { buildBrowseWorld } from './browse-fixtures';
import type { BrowseWorld } from './browse-fixtures';

// A category's ads page filters on the category's own fields, whichever category defines them.
describe('category field filters', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: BrowseWorld;
  let bigElectric: number;
  let textFrame: number;

  const ids = async (query: string) => {
    const response = await call('GET', `/public/v2/Advertisement/GetAllWithFilter?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json()).data.map((ad) => ad.id);
  };
  const cityBikes = (fields: string) =>
    ids(`categoryId=${w.categories.cityBikes}&fields=${encodeURIComponent(fields)}`);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    w = await buildBrowseWorld(t.db);
    const bike = { booth_id: w.booths.other, user_id: w.users.other, category_id: w.categories.cityBikes };
    bigElectric = await insertAdRow(t.db, {
      ...bike,
      field_values: JSON.stringify({ frame: 61, gears: 'none', electric: true }),
    });
    // Not a number: a range never reads it (nor fails on it).
    textFrame = await insertAdRow(t.db, { ...bike, field_values: JSON.stringify({ frame: 'groot' }) });
  });
  afterAll(() => t.close());

  it('finds the ads with one of the chosen options, a yes, or a number in range', async () => {
    expect(await cityBikes('gears:hub3')).toEqual([w.ads.gazelle]);
    expect((await cityBikes('gears:hub3|none')).sort()).toEqual([w.ads.gazelle, bigElectric].sort());
    expect(await cityBikes('electric:true')).toEqual([bigElectric]);
    expect(await cityBikes('frame:60..')).toEqual([bigElectric]);
    expect(await cityBikes('frame:50..58')).toEqual([w.ads.gazelle]);
    expect((await cityBikes('frame:..70')).sort()).toEqual([w.ads.gazelle, bigElectric].sort());
    expect(await cityBikes('frame:..70,gears:none')).toEqual([bigElectric]);
    expect(await cityBikes('gears:other')).toEqual([]);
    expect(await ids(`categoryId=${w.categories.cityBikes}`)).toContain(textFrame);
  });

  it('refuses a malformed field filter with a field error, not a 500', async () => {
    for (const fields of ['gears', 'frame:..', 'gears:a,gears:b', ':x', 'gears:a b']) {
      const response = await call(
        'GET',
        `/public/v2/Advertisement/GetAllWithFilter?fields=${encodeURIComponent(fields)}`,
      );
      expect(response.statusCode, fields).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors?.fields, fields).toBeDefined();
    }
  });

  it('tells a guest the fields a category page can filter on, inherited ones included', async () => {
    const response = await call(
      'GET',
      `/public/v2/Category/GetFields?categoryId=${w.categories.cityBikes}&lang=en`,
    );
    expect(response.statusCode).toBe(200);
    const fields = categoryFieldsResponseSchema.parse(response.json()).data;
    expect(fields.map((field) => `${field.key}:${field.label}`)).toEqual([
      'frame:Frame size',
      'gears:Gears',
      'electric:Electric',
    ]);
    const missing = await call('GET', '/public/v2/Category/GetFields?categoryId=99999');
    expect(missing.statusCode).toBe(404);
  });
});
