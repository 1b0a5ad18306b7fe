// POST /exhibitor/v2/File/Upload, with the upload attack matrix: every refusal is a 4xx in our error
// shape and leaves no row and no byte behind; what is accepted is served as our own clean encoding.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, errorResponseSchema, uploadedImageResponseSchema } from '@kraam/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../test/auth-helpers';
import { insertUser, samplePng } from '../../test/fixtures';
import {
  CLEAN_SVG,
  POLYGLOT_PAYLOAD,
  exifGpsJpeg,
  gifPolyglot,
  jpegPolyglot,
  nestedUseSvg,
} from '../../test/hostile-images';
import { BOUNDARY, MULTIPART_TYPE, filePart, postMultipart } from '../../test/multipart';
import type { MultipartOptions, Part } from '../../test/multipart';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { uploadAttacks } from '../../test/upload-attacks';
import { VAPID_KEYS_FILE } from '../../config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /exhibitor/v2/File/Upload', () => {
  let t: TestApp;
  let token: string;
  let userId: number;

  const upload = (parts: Part[], options: MultipartOptions = {}) =>
    postMultipart(t.app, API_PATHS.fileUpload, parts, { token, ...options });
  const fileRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const download = (id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/public/downloadFileById/${id}${query}` });
  const uploaded = async (parts: Part[]) => {
    const response = await upload(parts);
    expect(response.statusCode, response.body).toBe(200);
    return uploadedImageResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertUser(t.db, { email: 'fotograaf@example.com', password: 'upload-password-1' });
    token = await loginToken(t.app, 'fotograaf@example.com', 'upload-password-1');
  });
  afterAll(() => t.close());

  it('stores an image as WebP owned by the caller, served with its blur preview', async () => {
    const body = await uploaded([filePart(await samplePng(640, 480), 'bike.png')]);
    expect(body.data).toMatchObject({ width: 640, height: 480 });
    expect(body.data.id).toMatch(UUID);
    expect(body.message).toBe('Image added');
    const row = await t.db
      .selectFrom('files')
      .select(['owner_user_id', 'mime'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_user_id: userId, mime: 'image/webp' });

    const original = await download(body.data.id);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(640);
    const preview = await download(body.data.id, '?size=favicon');
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(24);
    const variant = await download(body.data.id, '?w=256');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(256);
  });

  it('judges by content: PNG bytes named .txt and sent as text/html are an image', async () => {
    const body = await uploaded([filePart(await samplePng(30, 20), 'notes.txt', 'text/html')]);
    expect(body.data).toMatchObject({ width: 30, height: 20 });
    expect((await download(body.data.id)).headers['content-type']).toBe('image/webp');
  });

  describe('attack matrix: refused with a 4xx and nothing stored', async () => {
    const cases = await uploadAttacks();
    it.each(cases.map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
      const before = await fileRows();
      const files = await filesUnder(t.config.dataDir).catch(() => []);
      const response = await upload(attack.parts);
      expect(response.statusCode).toBe(attack.status);
      expect(errorResponseSchema.parse(response.json()).code).toBe(attack.code);
      expect(await fileRows()).toBe(before);
      expect((await filesUnder(t.config.dataDir).catch(() => [])).length).toBe(files.length);
    });
  });

  it('stores JPEG and GIF polyglots only as a clean re-encode: the payload is never served', async () => {
    for (const [data, name] of [
      [await jpegPolyglot(), 'photo.jpg'],
      [await gifPolyglot(), 'anim.gif'],
    ] as const) {
      expect(data.includes(POLYGLOT_PAYLOAD)).toBe(true);
      const body = await uploaded([filePart(data, name, 'image/jpeg')]);
      for (const query of ['', '?size=favicon', '?w=32']) {
        const served = await download(body.data.id, query);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.includes(POLYGLOT_PAYLOAD)).toBe(false);
        expect(served.rawPayload.includes('<script')).toBe(false);
      }
    }
  });

  it('turns photos upright from EXIF and serves them without EXIF, GPS or camera data', async () => {
    const jpeg = await exifGpsJpeg(300, 200);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect(jpeg.includes('KraamPhone')).toBe(true);
    const body = await uploaded([filePart(jpeg, 'IMG_0001.jpg', 'image/jpeg')]);
    expect(body.data).toMatchObject({ width: 200, height: 300 });
    const served = await download(body.data.id);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes('KraamPhone')).toBe(false);
    expect(served.rawPayload.includes('secret-owner-name')).toBe(false);
  });

  it('rasterises a clean SVG: nothing of the markup is stored or served', async () => {
    const body = await uploaded([filePart(CLEAN_SVG, 'logo.svg', 'image/svg+xml')]);
    const served = await download(body.data.id);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes('<svg')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('never uses the client file name on disk: ../ and NUL are harmless', async () => {
    const png = await samplePng(20, 20);
    for (const filename of [
      '../../evil.php',
      '..\\..\\evil.php',
      '/etc/evil.php',
      'evil\0.php',
      'a/../../../evil.php',
    ]) {
      const response = await upload([filePart(png, filename)]);
      // Stored under a UUID or refused; either way nothing lands outside DATA_DIR.
      expect([200, 400]).toContain(response.statusCode);
      if (response.statusCode === 200)
        expect(uploadedImageResponseSchema.parse(response.json()).data.id).toMatch(UUID);
    }
    // Besides the uploads, DATA_DIR holds only the web push key pair the app generated.
    const names = (await filesUnder(t.config.dataDir)).filter((name) => name !== VAPID_KEYS_FILE);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.slice(0, 36)).toMatch(UUID);
    const parent = path.dirname(t.config.dataDir);
    for (const candidate of [
      path.join(parent, 'evil.php'),
      path.join(t.config.dataDir, 'evil.php'),
      '/etc/evil.php',
    ])
      expect(existsSync(candidate)).toBe(false);
  });

  it('answers 415 for a non-multipart body, 400 for broken multipart and 401 for guests', async () => {
    const before = await fileRows();
    const json = await t.app.inject({
      method: 'POST',
      url: API_PATHS.fileUpload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: API_PATHS.fileUpload,
      headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
    });
    expect(broken.statusCode).toBe(400);
    expect(errorResponseSchema.parse(broken.json()).code).toBe('VALIDATION_FAILED');
    for (const auth of [undefined, 'not-a-token']) {
      const response = await postMultipart(t.app, API_PATHS.fileUpload, [filePart(await samplePng())], {
        ...(auth ? { token: auth } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await fileRows()).toBe(before);
  });

  it('says why in the request language', async () => {
    const nl = await upload([filePart(Buffer.from('<html></html>'), 'x.jpg')], { lang: 'nl' });
    expect(nl.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Dit bestandstype wordt niet ondersteund.',
    });
    const ok = await upload([filePart(await samplePng())], { lang: 'nl' });
    expect(uploadedImageResponseSchema.parse(ok.json()).message).toBe('Foto toegevoegd');
  });

  it('refuses an SVG of exponentially nested <use> at once with 415, saying why in nl and en', async () => {
    const before = await fileRows();
    const started = performance.now();
    const answers = await Promise.all(
      (['nl', 'en'] as const).map((lang) =>
        upload([filePart(nestedUseSvg(), 'logo.svg', 'image/svg+xml')], { lang }),
      ),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answers.map((answer) => [answer.statusCode, errorResponseSchema.parse(answer.json())])).toEqual([
      [
        415,
        {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message:
            'Deze afbeelding is te ingewikkeld om te verwerken. Maak hem eenvoudiger of upload hem als PNG of JPEG.',
        },
      ],
      [
        415,
        {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'This image is too complex to process. Simplify it or upload it as a PNG or JPEG.',
        },
      ],
    ]);
    expect(await fileRows()).toBe(before);
  });
});
