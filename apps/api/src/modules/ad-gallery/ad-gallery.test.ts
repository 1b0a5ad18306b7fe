// The AdvertisementGallery calls: photos of an own ad, at most 12, the main image first and kept;
// another user's ad or photo answers 404 and changes nothing; every refused upload stores nothing.
import { API_PATHS, errorResponseSchema, galleryResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginToken } from '../../test/auth-helpers';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import { insertCategory, insertUser, samplePng } from '../../test/fixtures';
import { filePart, postMultipart } from '../../test/multipart';
import type { Part } from '../../test/multipart';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { uploadAttacks } from '../../test/upload-attacks';

describe('ad gallery', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let anna: string;
  let bram: string;
  let annaId: number;
  let newAd: (userId: number, status?: 'published' | 'deleted') => Promise<number>;
  let png: Buffer;

  const insert = (adId: number | string, parts: Part[] = [filePart(png)], token = anna, lang?: 'nl' | 'en') =>
    postMultipart(
      t.app,
      API_PATHS.galleryInsert,
      [{ name: 'advertisementId', data: String(adId) }, ...parts],
      {
        token,
        ...(lang ? { lang } : {}),
      },
    );
  const addPhotos = async (adId: number, count: number): Promise<string[]> => {
    let ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await insert(adId);
      expect(response.statusCode, response.body).toBe(200);
      ids = galleryResponseSchema.parse(response.json()).data.imageIds;
    }
    return ids;
  };
  const remove = (adId: number, imageId: string, token = anna, lang: 'nl' | 'en' = 'en') =>
    t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.galleryDelete}?advertisementId=${adId}&imageId=${imageId}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const setMain = (adId: number, imageId: string, token = anna, lang: 'nl' | 'en' = 'en') =>
    call('PUT', API_PATHS.galleryMainImage, { advertisementId: adId, imageId }, { token, lang });
  const reorder = (adId: number, imageIds: string[], token = anna, lang: 'nl' | 'en' = 'en') =>
    call('PUT', API_PATHS.galleryReorder, { advertisementId: adId, imageIds }, { token, lang });

  /** The ad's photos as stored: file ids in position order, and the positions themselves. */
  const stored = async (adId: number) => {
    const rows = await t.db
      .selectFrom('ad_images')
      .select(['file_id', 'position'])
      .where('ad_id', '=', adId)
      .orderBy('position')
      .execute();
    return { ids: rows.map((row) => row.file_id), positions: rows.map((row) => row.position) };
  };
  const counts = async () => {
    const count = async (table: 'files' | 'ad_images') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { files: await count('files'), adImages: await count('ad_images') };
  };
  const imageIdsOf = (response: { json(): unknown }) =>
    galleryResponseSchema.parse(response.json()).data.imageIds;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    png = await samplePng(64, 48);
    annaId = await insertUser(t.db, { email: 'anna@example.com', password: 'gallery-password-1' });
    const bramId = await insertUser(t.db, { email: 'bram@example.com', password: 'gallery-password-2' });
    anna = await loginToken(t.app, 'anna@example.com', 'gallery-password-1');
    bram = await loginToken(t.app, 'bram@example.com', 'gallery-password-2');
    const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bikes', priority: 1 });
    const booths = new Map([
      [annaId, await insertBoothRow(t.db, annaId)],
      [bramId, await insertBoothRow(t.db, bramId)],
    ]);
    newAd = (userId, status = 'published') =>
      insertAdRow(t.db, {
        user_id: userId,
        booth_id: booths.get(userId) as number,
        category_id: categoryId,
        status,
      });
  });
  afterAll(() => t.close());

  it('adds photos in order, owned by the seller; the first is the main image', async () => {
    const adId = await newAd(annaId);
    const first = await insert(adId, [filePart(png, '../../first.png', 'text/plain')], anna, 'nl');
    expect(first.statusCode).toBe(200);
    expect(galleryResponseSchema.parse(first.json()).message).toBe('Foto toegevoegd');
    const ids = await addPhotos(adId, 2);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(imageIdsOf(first)[0]);
    expect(await stored(adId)).toEqual({ ids, positions: [0, 1, 2] });
    const owners = await t.db.selectFrom('files').select('owner_user_id').where('id', 'in', ids).execute();
    expect(owners.map((row) => row.owner_user_id)).toEqual([annaId, annaId, annaId]);
    // The field may also come after the file.
    const reversed = await postMultipart(
      t.app,
      API_PATHS.galleryInsert,
      [filePart(png), { name: 'advertisementId', data: String(adId) }],
      { token: anna },
    );
    expect(imageIdsOf(reversed)).toHaveLength(4);
    expect(galleryResponseSchema.parse(reversed.json()).message).toBe('Image added');
  });

  it('refuses a 13th photo with 409 and stores nothing', async () => {
    const adId = await newAd(annaId);
    const ids = await addPhotos(adId, 12);
    const before = await counts();
    for (const lang of ['en', 'nl'] as const) {
      const response = await insert(adId, [filePart(png)], anna, lang);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'TOO_MANY_IMAGES',
        message: lang === 'en' ? 'You can only upload 12 images' : 'Je kunt maximaal 12 foto’s uploaden.',
      });
    }
    expect(await counts()).toEqual(before);
    expect((await stored(adId)).ids).toEqual(ids);
  });

  it('lets only one of two racing uploads take the 12th place, and keeps no file for the other', async () => {
    const adId = await newAd(annaId);
    await addPhotos(adId, 11);
    const before = await counts();
    const responses = await Promise.all([insert(adId), insert(adId)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ files: before.files + 1, adImages: before.adImages + 1 });
    expect((await stored(adId)).positions).toEqual([...Array(12).keys()]);
  });

  describe('attack matrix on Gallery/Insert: refused with a 4xx and nothing stored', async () => {
    const cases = await uploadAttacks();
    let adId: number;
    beforeAll(async () => {
      adId = await newAd(annaId);
      await addPhotos(adId, 1);
    });
    it.each(cases.map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
      const before = await counts();
      const response = await insert(adId, attack.parts);
      expect(response.statusCode).toBe(attack.status);
      expect(errorResponseSchema.parse(response.json()).code).toBe(attack.code);
      expect(await counts()).toEqual(before);
    });
  });

  it('needs a valid advertisementId of an own, live ad (400, 404) and a login (401)', async () => {
    const deletedAd = await newAd(annaId, 'deleted');
    const before = await counts();
    const missing = await postMultipart(t.app, API_PATHS.galleryInsert, [filePart(png)], { token: anna });
    expect(missing.statusCode).toBe(400);
    expect(errorResponseSchema.parse(missing.json()).errors).toEqual({
      advertisementId: ['This field is required.'],
    });
    for (const bad of ['abc', '-1', '1.5', '0']) {
      const response = await insert(bad);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([
        'advertisementId',
      ]);
    }
    for (const adId of [deletedAd, 999_999]) expect((await insert(adId)).statusCode).toBe(404);
    const guest = await postMultipart(t.app, API_PATHS.galleryInsert, [
      { name: 'advertisementId', data: String(deletedAd) },
      filePart(png),
    ]);
    expect(guest.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('removes a photo that is not the main one and keeps positions dense', async () => {
    const adId = await newAd(annaId);
    const [main, second, third, fourth] = await addPhotos(adId, 4);
    const response = await remove(adId, third as string, anna, 'nl');
    expect(response.statusCode).toBe(200);
    expect(galleryResponseSchema.parse(response.json())).toEqual({
      data: { imageIds: [main, second, fourth] },
      message: 'Foto verwijderd',
    });
    expect(await stored(adId)).toEqual({ ids: [main, second, fourth], positions: [0, 1, 2] });
    const english = await remove(adId, (second as string).toUpperCase());
    expect(galleryResponseSchema.parse(english.json()).message).toBe('Image deleted');
    expect((await remove(adId, third as string)).statusCode).toBe(404);
  });

  it('never removes the main image (409, both languages)', async () => {
    const adId = await newAd(annaId);
    const ids = await addPhotos(adId, 2);
    for (const [lang, message] of [
      ['en', "You can't remove the main image"],
      ['nl', 'Je kunt de hoofdfoto niet verwijderen.'],
    ] as const) {
      const response = await remove(adId, ids[0] as string, anna, lang);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'MAIN_IMAGE_REQUIRED', message });
    }
    expect((await stored(adId)).ids).toEqual(ids);
  });

  it('makes any photo the main image, the others keeping their order', async () => {
    const adId = await newAd(annaId);
    const [a, b, c, d] = await addPhotos(adId, 4);
    const response = await setMain(adId, c as string, anna, 'nl');
    expect(response.statusCode).toBe(200);
    expect(galleryResponseSchema.parse(response.json())).toEqual({
      data: { imageIds: [c, a, b, d] },
      message: 'Hoofdfoto gewijzigd',
    });
    expect(await stored(adId)).toEqual({ ids: [c, a, b, d], positions: [0, 1, 2, 3] });
    const again = await setMain(adId, c as string);
    expect(galleryResponseSchema.parse(again.json()).message).toBe('Main image changed');
    // The old main image can now be removed.
    expect((await remove(adId, a as string)).statusCode).toBe(200);
  });

  it('reorders to exactly the same set of photos, else 400 and nothing changes', async () => {
    const adId = await newAd(annaId);
    const otherAd = await newAd(annaId);
    const ids = (await addPhotos(adId, 3)) as [string, string, string];
    const [foreign] = await addPhotos(otherAd, 1);
    const [a, b, c] = ids;
    for (const wrong of [
      [a, b],
      [a, b, c, foreign as string],
      [a, b, b],
      [c, b, foreign as string],
    ]) {
      const response = await reorder(adId, wrong);
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors).toEqual({ imageIds: ['This value is invalid.'] });
    }
    expect((await stored(adId)).ids).toEqual(ids);
    const response = await reorder(adId, [c, a, b], anna, 'nl');
    expect(response.statusCode).toBe(200);
    expect(galleryResponseSchema.parse(response.json())).toEqual({
      data: { imageIds: [c, a, b] },
      message: 'Volgorde van de foto’s opgeslagen',
    });
    expect(await stored(adId)).toEqual({ ids: [c, a, b], positions: [0, 1, 2] });
    expect((await reorder(adId, [b, c, a])).json()).toMatchObject({ message: 'Photo order saved' });
  });

  it("answers 404 to another user's ad or photo and changes nothing", async () => {
    const annasAd = await newAd(annaId);
    const ids = (await addPhotos(annasAd, 3)) as [string, string, string];
    const bramsAd = await newAd(
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'bram@example.com')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const before = await counts();

    const onAnnasAd = [
      await insert(annasAd, [filePart(png)], bram),
      await remove(annasAd, ids[1], bram),
      await setMain(annasAd, ids[2], bram),
      await reorder(annasAd, [ids[2], ids[1], ids[0]], bram),
    ];
    // Bram's own ad, naming Anna's photos.
    const onAnnasPhotos = [await remove(bramsAd, ids[1], bram), await setMain(bramsAd, ids[2], bram)];
    for (const response of [...onAnnasAd, ...onAnnasPhotos]) {
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    expect(await counts()).toEqual(before);
    expect(await stored(annasAd)).toEqual({ ids, positions: [0, 1, 2] });
    expect((await stored(bramsAd)).ids).toEqual([]);
  });

  it('answers 400 for malformed ids and 401 without a login', async () => {
    const adId = await newAd(annaId);
    const [main] = await addPhotos(adId, 1);
    expect((await remove(adId, 'not-a-uuid')).statusCode).toBe(400);
    expect((await setMain(adId, '../etc/passwd')).statusCode).toBe(400);
    expect((await reorder(adId, [])).statusCode).toBe(400);
    expect(
      (await call('PUT', API_PATHS.galleryMainImage, { advertisementId: adId, imageId: main })).statusCode,
    ).toBe(401);
    const guestDelete = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.galleryDelete}?advertisementId=${adId}&imageId=${main}`,
    });
    expect(guestDelete.statusCode).toBe(401);
  });
});
