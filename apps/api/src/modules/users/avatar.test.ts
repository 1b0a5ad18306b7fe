// POST /exhibitor/v2/User/Avatar with multipart bodies built by hand: accepted formats are cleaned and
// stored as WebP, everything else is refused in the error shape.
import { readFile } from 'node:fs/promises';
import { MAX_IMAGE_BYTES, avatarResponseSchema, errorResponseSchema } from '@kraam/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../test/auth-helpers';
import { insertUser, samplePng, sampleSvg } from '../../test/fixtures';
import { pixelFloodPng } from '../../test/hostile-images';
import { MULTIPART_TYPE, multipartBody } from '../../test/multipart';
import type { Part } from '../../test/multipart';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('avatar upload', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let ip = 0;

  const upload = (parts: Part[] | null, options: { token?: string | null; lang?: 'nl' | 'en' } = {}) => {
    const auth = options.token === undefined ? token : options.token;
    return t.app.inject({
      method: 'POST',
      url: '/exhibitor/v2/User/Avatar',
      // Each upload from its own address, so the per-address limit stays out of the way.
      remoteAddress: `10.20.${Math.floor(++ip / 250)}.${ip % 250}`,
      headers: {
        ...(parts ? { 'content-type': MULTIPART_TYPE } : {}),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        'accept-language': options.lang ?? 'en',
      },
      ...(parts ? { payload: multipartBody(parts) } : {}),
    });
  };
  const file = (data: Buffer | string, filename = 'avatar.png', type = 'image/png'): Part[] => [
    { name: 'file', filename, type, data },
  ];
  const galleryIdOf = async () =>
    (await t.db.selectFrom('users').select('gallery_id').where('id', '=', userId).executeTakeFirstOrThrow())
      .gallery_id;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertUser(t.db, { email: 'avatar@example.com', password: 'avatar-password-1' });
    token = await loginToken(t.app, 'avatar@example.com', 'avatar-password-1');
  });
  afterAll(() => t.close());

  it('stores a PNG as upright WebP of at most 512 px without metadata, owned by the user', async () => {
    // A JPEG 1200 × 600 as stored by a camera held upright: EXIF orientation 6 (rotate 90°).
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const response = await upload(file(jpeg, 'holiday.jpg', 'image/jpeg'), { lang: 'nl' });
    expect(response.statusCode).toBe(200);
    const body = avatarResponseSchema.parse(response.json());
    expect(body.message).toBe('Bijgewerkt');
    expect(await galleryIdOf()).toBe(body.data.galleryId);

    const stored = await t.app.fileStore.find(body.data.galleryId);
    expect(stored).toMatchObject({ mime: 'image/webp', width: 256, height: 512 });
    const row = await t.db
      .selectFrom('files')
      .select('owner_user_id')
      .where('id', '=', body.data.galleryId)
      .executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(userId);
    const bytes = await readFile(t.app.fileStore.originalPath(body.data.galleryId));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('secret-camera-owner')).toBe(false);

    // The User/Get answer carries it.
    const details = await t.app.inject({
      method: 'GET',
      url: '/exhibitor/v2/User/Get',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.json()).toMatchObject({ data: { galleryId: body.data.galleryId } });
  });

  it('accepts PNG, GIF and WebP by content, whatever the name and type say', async () => {
    const png = await samplePng(40, 30);
    const gif = await sharp(png).gif().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    for (const data of [png, gif, webp]) {
      const response = await upload(file(data, 'photo.txt', 'application/octet-stream'));
      expect(response.statusCode).toBe(200);
      const { data: result, message } = avatarResponseSchema.parse(response.json());
      expect(message).toBe('Updated successfully');
      expect(await t.app.fileStore.find(result.galleryId)).toMatchObject({ mime: 'image/webp', width: 40 });
    }
  });

  it('refuses non-images and SVG with 415, and leaves the avatar as it was', async () => {
    const before = await galleryIdOf();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const cases: Part[][] = [
      file(html, 'avatar.jpg', 'image/jpeg'),
      file(sampleSvg(), 'avatar.svg', 'image/svg+xml'),
      file(sampleSvg(), 'avatar.png', 'image/png'),
      // The PNG magic number in front of something that is no PNG.
      file(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]), 'a.png'),
    ];
    for (const parts of cases) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(415);
      expect(errorResponseSchema.parse(response.json())).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file type is not supported.',
      });
    }
    // A body that is not multipart at all.
    const json = await t.app.inject({
      method: 'POST',
      url: '/exhibitor/v2/User/Avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await galleryIdOf()).toBe(before);
  });

  it('refuses a file over MAX_IMAGE_BYTES and a pixel flood with 413', async () => {
    const big = Buffer.concat([await samplePng(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooBig = await upload(file(big), { lang: 'nl' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Het verzoek is te groot.' });

    const flood = await upload(file(pixelFloodPng(60_000, 60_000)));
    expect(flood.statusCode).toBe(413);
    expect(errorResponseSchema.parse(flood.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 for a missing or empty file and 401 without a valid token', async () => {
    for (const parts of [
      [],
      [{ name: 'other', data: 'text' }],
      [{ name: 'photo', filename: 'a.png', type: 'image/png', data: Buffer.from('x') }],
      file(Buffer.alloc(0)),
    ] satisfies Part[][]) {
      const response = await upload(parts);
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors?.file).toEqual(['This field is required.']);
    }
    expect((await upload(null)).statusCode).toBe(400);

    const png = await samplePng();
    for (const auth of [null, 'not-a-token']) {
      const response = await upload(file(png), { token: auth });
      expect(response.statusCode).toBe(401);
      expect(errorResponseSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
    }
  });
});
