import { staticDataResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('GET /public/getStaticsData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 in the error shape while there is no company data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/getStaticsData?lang=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('returns the company block with the slogan in the requested language', async () => {
    const logo = await t.app.fileStore.save(await samplePng());
    const company = {
      name: 'Kraam',
      companyLogo: logo.id,
      slogan: { nl: 'Jouw kraam', en: 'Your stall' },
      email: 'hallo@kraam.example',
      phone: '+31 20 123 4567',
      address: 'Marktplein 1, Amsterdam',
    };
    await t.db
      .insertInto('static_data')
      .values({ key: 'company', value: JSON.stringify(company) })
      .execute();

    const nl = await t.app.inject({ method: 'GET', url: '/public/getStaticsData' });
    expect(nl.statusCode).toBe(200);
    expect(staticDataResponseSchema.parse(nl.json())).toEqual({
      data: { company: { ...company, slogan: 'Jouw kraam' } },
      message: null,
    });
    const en = await t.app.inject({ method: 'GET', url: '/public/getStaticsData?lang=en' });
    expect(en.json()).toMatchObject({ data: { company: { slogan: 'Your stall', companyLogo: logo.id } } });
  });
});
