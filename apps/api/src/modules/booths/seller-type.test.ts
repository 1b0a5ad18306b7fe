// Who sells (EU Omnibus directive, DSA Art. 30): a booth is private or a trader's; a trader gives a legal
// notice, every ad card and ad page carry the label, and a change of type is audited and reaches the caches.
import {
  API_PATHS,
  adDetailResponseSchema,
  adListResponseSchema,
  boothResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { BoothBody } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { caller, loginToken } from '../../test/auth-helpers';
import { buildCacheWorld } from '../../test/cache-world';
import type { CacheWorld } from '../../test/cache-world';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('seller type', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let w: CacheWorld;
  let cityId: number;
  let sellerId: number;
  /** An ad of another booth in the same category: its page shows the world's ad among related ones. */
  let neighbourAdId: number;

  const traderBody = (overrides: Partial<BoothBody> = {}): BoothBody => ({
    name: 'Fietsenkraam',
    sellerType: 'trader',
    companyName: 'Fietsenkraam B.V.',
    kvkNumber: '12345678',
    email: 'info@fietsenkraam.example',
    phone: '020 123 4567',
    street: 'Damrak 1',
    postalCode: '1012lg',
    cityId,
    ...overrides,
  });
  const publicAd = async (id: number) => {
    const response = await call('GET', `${API_PATHS.adDetail}?id=${id}&lang=nl`);
    expect(response.statusCode, response.body).toBe(200);
    return adDetailResponseSchema.parse(response.json()).data;
  };
  const publicBooth = async () => {
    const response = await call('GET', `${API_PATHS.publicBoothGet}?id=${w.boothId}`);
    expect(response.statusCode, response.body).toBe(200);
    return boothResponseSchema.parse(response.json()).data;
  };
  const boothCards = async () => {
    const response = await call('GET', `${API_PATHS.adSearch}?boothId=${w.boothId}&lang=nl`);
    expect(response.statusCode, response.body).toBe(200);
    return adListResponseSchema.parse(response.json()).data;
  };
  const edit = (body: BoothBody, lang: 'nl' | 'en' = 'nl') =>
    call('PUT', API_PATHS.boothEdit, body, { token: w.sellerToken, lang });
  const auditOf = (boothId: number) =>
    t.db
      .selectFrom('seller_type_changes')
      .select(['changed_by_user_id as by', 'from_type as from', 'to_type as to'])
      .where('booth_id', '=', boothId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    w = await buildCacheWorld(t);
    const { categoryId, location } = w.editBody('Gazelle stadsfiets');
    cityId = location.cityId;
    const seller = await t.db
      .selectFrom('booths')
      .select('user_id')
      .where('id', '=', w.boothId)
      .executeTakeFirstOrThrow();
    sellerId = seller.user_id;
    const neighbourId = await insertUser(t.db, { email: 'buurman@example.com', password: 'buurman-pass-1' });
    const neighbourBooth = await insertBoothRow(t.db, neighbourId, 'Buurmans fietsen');
    neighbourAdId = await insertAdRow(t.db, {
      booth_id: neighbourBooth,
      user_id: neighbourId,
      category_id: categoryId,
      title: 'Batavus herenfiets',
    });
  });
  afterAll(() => t.close());

  it('is private by default: for booths from before seller types and for a booth opened without one', async () => {
    expect(await publicBooth()).toMatchObject({
      sellerType: 'private',
      companyName: null,
      kvkNumber: null,
      phone: null,
    });
    expect((await publicAd(w.adId)).sellerType).toBe('private');
    expect((await boothCards()).map((card) => card.sellerType)).toEqual(['private']);

    const userId = await insertUser(t.db, { email: 'nieuw@example.com', password: 'nieuw-password-1' });
    const token = await loginToken(t.app, 'nieuw@example.com', 'nieuw-password-1');
    const opened = await call('POST', API_PATHS.boothInsert, { name: 'Nieuwe kraam' }, { token });
    expect(opened.statusCode, opened.body).toBe(200);
    const booth = boothResponseSchema.parse(opened.json()).data;
    expect(booth.sellerType).toBe('private');
    expect(await auditOf(booth.id)).toEqual([{ by: userId, from: null, to: 'private' }]);
  });

  it('refuses a trader without a full legal notice or with a wrong KvK number, naming the fields in Dutch and English', async () => {
    const missing = await edit({ name: 'Fietsenkraam', sellerType: 'trader', kvkNumber: '1234567' });
    expect(missing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(missing.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Controleer de ingevulde gegevens.',
      errors: {
        kvkNumber: ['Een KvK-nummer bestaat uit precies 8 cijfers.'],
        companyName: ['Dit veld is verplicht.'],
        email: ['Dit veld is verplicht.'],
        phone: ['Dit veld is verplicht.'],
        street: ['Dit veld is verplicht.'],
        postalCode: ['Dit veld is verplicht.'],
        cityId: ['Dit veld is verplicht.'],
      },
    });

    const letters = await edit(traderBody({ kvkNumber: '1234567A' }), 'en');
    expect(letters.statusCode).toBe(400);
    expect(errorResponseSchema.parse(letters.json()).errors).toEqual({
      kvkNumber: ['A KvK number (Dutch Chamber of Commerce) is exactly 8 digits.'],
    });
    const phone = await call('POST', API_PATHS.boothInsert, traderBody({ companyName: '', phone: '12' }), {
      token: w.buyerToken,
      lang: 'en',
    });
    expect(phone.statusCode).toBe(400);
    expect(errorResponseSchema.parse(phone.json()).errors).toEqual({
      phone: [expect.stringMatching(/^This is not a valid phone number/)],
      companyName: ['This field is required.'],
    });

    // Nothing of the refused writes was kept.
    expect((await publicBooth()).sellerType).toBe('private');
    expect(await auditOf(w.boothId)).toEqual([]);
  });

  it('makes a trader public with the legal notice, labels the ad page, the cards and related cards, and audits the change', async () => {
    // Every read cached first, so a change that did not reach a cache would show the old label.
    expect((await publicAd(neighbourAdId)).related.map((card) => card.sellerType)).toEqual(['private']);
    await publicBooth();
    await boothCards();
    const invalidate = vi.spyOn(t.app.guestPages, 'invalidate');

    const saved = await edit(traderBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const legalNotice = {
      sellerType: 'trader',
      companyName: 'Fietsenkraam B.V.',
      kvkNumber: '12345678',
      email: 'info@fietsenkraam.example',
      phone: '+31201234567',
      street: 'Damrak 1',
      postalCode: '1012 LG',
      cityName: 'Amsterdam',
    };
    expect(boothResponseSchema.parse(saved.json()).data).toMatchObject(legalNotice);
    expect(await publicBooth()).toMatchObject(legalNotice);
    expect((await publicAd(w.adId)).sellerType).toBe('trader');
    expect((await boothCards()).map((card) => card.sellerType)).toEqual(['trader']);
    // Another booth's ad page: its related cards name this seller a trader now too.
    expect((await publicAd(neighbourAdId)).related.map((card) => card.sellerType)).toEqual(['trader']);
    expect(invalidate).toHaveBeenCalledWith(['booth:' + String(w.boothId), 'ads', 'feed']);
    expect(await auditOf(w.boothId)).toEqual([{ by: sellerId, from: 'private', to: 'trader' }]);

    // Saving the trader again changes no type: nothing more in the audit trail.
    expect((await edit(traderBody({ name: 'Fietsenkraam Amsterdam' }))).statusCode).toBe(200);
    expect(await auditOf(w.boothId)).toHaveLength(1);
    invalidate.mockRestore();
  });

  it('takes a private booth with trader fields but keeps none of them, and audits the way back', async () => {
    const saved = await edit(traderBody({ sellerType: 'private' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const booth = await publicBooth();
    expect(booth).toMatchObject({
      sellerType: 'private',
      companyName: null,
      kvkNumber: null,
      phone: null,
      // The booth's own contact and address stay what they were: a private booth may show them.
      email: 'info@fietsenkraam.example',
      street: 'Damrak 1',
    });
    expect((await publicAd(w.adId)).sellerType).toBe('private');
    expect((await boothCards()).map((card) => card.sellerType)).toEqual(['private']);
    expect((await auditOf(w.boothId)).map(({ from, to }) => `${from}→${to}`)).toEqual([
      'private→trader',
      'trader→private',
    ]);
    const stored = await t.db
      .selectFrom('booths')
      .select(['company_name', 'kvk_number', 'phone'])
      .where('id', '=', w.boothId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ company_name: null, kvk_number: null, phone: null });
  });
});
