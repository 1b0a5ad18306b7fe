import { categoryTreeResponseSchema } from '@kraam/shared';
import type { CategoryNode } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, samplePng } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const titles = (nodes: CategoryNode[]) => nodes.map((node) => node.title);

describe('GET /public/v2/Category/GetTree', () => {
  let t: TestApp;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp();
    imageId = (await t.app.fileStore.save(await samplePng())).id;
    // Inserted out of order on purpose: the answer must sort by priority, then id, at every level.
    const vehicles = await insertCategory(t.db, {
      nl: 'Auto’s',
      en: 'Cars',
      priority: 20,
      galleryId: imageId,
    });
    const bikes = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 10 });
    await insertCategory(t.db, { nl: 'Huis', en: 'Home', priority: 30 });
    await insertCategory(t.db, { nl: 'Racefietsen', en: 'Racing bikes', priority: 20, parentId: bikes });
    const city = await insertCategory(t.db, {
      nl: 'Stadsfietsen',
      en: 'City bikes',
      priority: 10,
      parentId: bikes,
    });
    await insertCategory(t.db, { nl: 'Bakfietsen', en: 'Cargo bikes', priority: 20, parentId: bikes });
    await insertCategory(t.db, { nl: 'Omafietsen', en: 'Granny bikes', priority: 5, parentId: city });
    await insertCategory(t.db, {
      nl: 'Transportfietsen',
      en: 'Transport bikes',
      priority: 1,
      parentId: city,
    });
    await insertCategory(t.db, { nl: 'Elektrisch', en: 'Electric', priority: 1, parentId: vehicles });
  });
  afterAll(() => t.close());

  it('returns the tree sorted by priority ascending, then id, at every level, in Dutch by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree' });
    expect(response.statusCode).toBe(200);
    const { data, message } = categoryTreeResponseSchema.parse(response.json());
    expect(message).toBeNull();
    expect(titles(data)).toEqual(['Fietsen', 'Auto’s', 'Huis']);
    const [bikes, cars, home] = data as [CategoryNode, CategoryNode, CategoryNode];
    expect(titles(bikes.childs)).toEqual(['Stadsfietsen', 'Racefietsen', 'Bakfietsen']);
    expect(titles(bikes.childs[0]?.childs ?? [])).toEqual(['Transportfietsen', 'Omafietsen']);
    expect(titles(cars.childs)).toEqual(['Elektrisch']);
    expect(home.childs).toEqual([]);
    expect(cars).toMatchObject({ galleryId: imageId, priority: 20 });
    expect(bikes.galleryId).toBeNull();
  });

  it('switches titles to English with lang=en', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=en' });
    const { data } = categoryTreeResponseSchema.parse(response.json());
    expect(titles(data)).toEqual(['Bicycles', 'Cars', 'Home']);
    expect(titles(data[0]?.childs ?? [])).toEqual(['City bikes', 'Racing bikes', 'Cargo bikes']);
  });

  it('refuses an unknown language with 400 and a field error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { lang: ['Kies een van de toegestane waarden: nl, en.'] },
    });
  });

  it('serves the built tree from the cache', async () => {
    await t.app.inject({ method: 'GET', url: '/public/v2/Category/GetTree?lang=nl' });
    expect(await t.app.cache.get('categoryTree', 'nl')).toBeDefined();
  });
});
