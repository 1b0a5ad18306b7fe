import { API_PATHS, categoryFieldsResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/auth-helpers';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

describe('GET Category/GetFields', () => {
  let w: AdsWorld;
  beforeAll(async () => {
    w = await createAdsWorld();
  });
  afterAll(() => w.t.close());

  const fields = async (categoryId: number, lang: 'nl' | 'en') => {
    const response = await w.call(
      'GET',
      `${API_PATHS.categoryFields}?categoryId=${categoryId}&lang=${lang}`,
      undefined,
      {
        token: w.a.token,
      },
    );
    expect(response.statusCode).toBe(200);
    return categoryFieldsResponseSchema.parse(response.json()).data;
  };

  it("gives a leaf its ancestors' fields first, then its own by priority, in the asked language", async () => {
    expect(await fields(w.categories.cars, 'en')).toEqual([
      { key: 'year', type: 'number', label: 'Year', unit: null, options: [], required: false },
      {
        key: 'brand',
        type: 'select',
        label: 'Brand',
        unit: null,
        options: [
          { value: 'volvo', label: 'Volvo' },
          { value: 'other', label: 'Other brand' },
        ],
        required: true,
      },
      { key: 'mileage', type: 'number', label: 'Mileage', unit: 'km', options: [], required: false },
      { key: 'electric', type: 'boolean', label: 'Electric', unit: null, options: [], required: false },
    ]);
    const dutch = await fields(w.categories.cars, 'nl');
    expect(dutch.map((f) => f.label)).toEqual(['Bouwjaar', 'Merk', 'Kilometerstand', 'Elektrisch']);
    expect(dutch[1]?.options[1]).toEqual({ value: 'other', label: 'Ander merk' });
  });

  it("lists a parent's own fields and a leaf without fields of its own inherits them", async () => {
    expect((await fields(w.categories.vehicles, 'nl')).map((f) => f.key)).toEqual(['year']);
    expect((await fields(w.categories.rentals, 'en')).map((f) => f.key)).toEqual(['rooms']);
  });

  it('answers 404 for an unknown category, 400 for a bad id and 401 without login', async () => {
    const unknown = await w.call('GET', `${API_PATHS.categoryFields}?categoryId=999999`, undefined, {
      token: w.a.token,
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
    const bad = await w.call('GET', `${API_PATHS.categoryFields}?categoryId=abc`, undefined, {
      token: w.a.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toHaveProperty('categoryId');
    expect(
      (await w.call('GET', `${API_PATHS.categoryFields}?categoryId=${w.categories.cars}`)).statusCode,
    ).toBe(401);
  });
});
