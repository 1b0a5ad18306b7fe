// A photo removed from a gallery, the photos of a deleted ad and uploads never attached used to stay
// downloadable forever. Removed and deleted photos must stop being served at once;
// unattached uploads go once they are older than the grace period; nothing a row names is touched.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, galleryResponseSchema, uploadedImageResponseSchema } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, loginToken } from '../test/auth-helpers';
import { insertAdRow, insertBoothRow } from '../test/ad-fixtures';
import { insertCategory, insertUser, samplePng } from '../test/fixtures';
import { filePart, postMultipart } from '../test/multipart';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { loadConfig } from '../config';
import { UNATTACHED_GRACE_MS, collectFileGarbage } from './file-collector';
import { FILE_COLLECTOR_JOB } from './file-collector-schedule';
import { ownsFile } from './file-ownership';
import { deleteUnreferencedFiles } from './file-release';
import { FILE_REFERENCES } from './file-references';

const HOUR_MS = 3_600_000;

describe('file collector', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let boothId: number;
  let categoryId: number;
  let png: Buffer;

  const upload = async (): Promise<string> => {
    const response = await postMultipart(t.app, API_PATHS.fileUpload, [filePart(png)], { token });
    expect(response.statusCode, response.body).toBe(200);
    return uploadedImageResponseSchema.parse(response.json()).data.id;
  };
  const newAdWithPhotos = async (count: number): Promise<{ adId: number; photos: string[] }> => {
    const adId = await insertAdRow(t.db, { booth_id: boothId, user_id: userId, category_id: categoryId });
    let photos: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await postMultipart(
        t.app,
        API_PATHS.galleryInsert,
        [{ name: 'advertisementId', data: String(adId) }, filePart(png)],
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      photos = galleryResponseSchema.parse(response.json()).data.imageIds;
    }
    return { adId, photos };
  };
  const download = (id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/public/downloadFileById/${id}${query}` });
  /** Status of the original, and asks for a preview and a variant so they exist on disk. */
  const served = async (id: string): Promise<number> => {
    await download(id, '?size=favicon');
    await download(id, '?w=32');
    return (await download(id)).statusCode;
  };
  /** Every stored byte of the file: original, preview, variants. */
  const onDisk = async (id: string): Promise<string[]> => {
    const entries = await readdir(path.join(t.config.dataDir, 'files'), { recursive: true });
    return entries.filter((entry) => path.basename(entry).startsWith(id));
  };
  const rowExists = async (id: string) =>
    (await t.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const expectGone = async (ids: string[]) => {
    for (const id of ids) {
      expect((await download(id)).statusCode, id).toBe(404);
      expect(await rowExists(id), id).toBe(false);
      expect(await onDisk(id), id).toEqual([]);
    }
  };

  beforeAll(async () => {
    // With the job queue on, as in production: one test sweeps through it.
    t = await createTestApp({ config: { jobs: true } });
    png = await samplePng(64, 48);
    userId = await insertUser(t.db, { email: 'opruimer@example.com', password: 'collector-password-1' });
    token = await loginToken(t.app, 'opruimer@example.com', 'collector-password-1');
    boothId = await insertBoothRow(t.db, userId);
    categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bikes', priority: 1 });
  });
  afterAll(() => t.close());

  it('stops serving a photo removed from a gallery at once and deletes its bytes', async () => {
    const { adId, photos } = await newAdWithPhotos(2);
    const [main, removed] = photos as [string, string];
    expect(await served(removed)).toBe(200);
    expect(await onDisk(removed)).toHaveLength(3);
    const response = await caller(t.app)(
      'DELETE',
      `${API_PATHS.galleryDelete}?advertisementId=${adId}&imageId=${removed}`,
      undefined,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    await expectGone([removed]);
    expect(await served(main)).toBe(200);
  });

  it('keeps a removed photo that another row still names', async () => {
    const { adId, photos } = await newAdWithPhotos(2);
    const logo = photos[1] as string;
    await t.db.updateTable('booths').set({ logo_id: logo }).where('id', '=', boothId).execute();
    await caller(t.app)(
      'DELETE',
      `${API_PATHS.galleryDelete}?advertisementId=${adId}&imageId=${logo}`,
      undefined,
      {
        token,
      },
    );
    expect(await served(logo)).toBe(200);
    await t.db.updateTable('booths').set({ logo_id: null }).where('id', '=', boothId).execute();
  });

  it('stops serving the photos of a deleted ad at once, by Delete and by MultiEdit', async () => {
    const single = await newAdWithPhotos(2);
    const many = [await newAdWithPhotos(1), await newAdWithPhotos(2)];
    for (const id of [...single.photos, ...many.flatMap((ad) => ad.photos)])
      expect(await served(id)).toBe(200);
    const call = caller(t.app);
    const deleted = await call('DELETE', `${API_PATHS.adDelete}?id=${single.adId}`, undefined, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectGone(single.photos);
    const multi = await call(
      'POST',
      API_PATHS.adMultiEdit,
      { advertisementIds: many.map((ad) => ad.adId), action: 'delete' },
      { token },
    );
    expect(multi.statusCode, multi.body).toBe(200);
    await expectGone(many.flatMap((ad) => ad.photos));
  });

  it('collects the photos of ads deleted before the collector existed, in its hourly job', async () => {
    const { adId, photos } = await newAdWithPhotos(2);
    await t.db.updateTable('ads').set({ status: 'deleted' }).where('id', '=', adId).execute();
    expect(await served(photos[0] as string)).toBe(200);
    await t.app.jobs.send(FILE_COLLECTOR_JOB);
    await expect.poll(() => rowExists(photos[0] as string), { timeout: 15_000 }).toBe(false);
    await expectGone(photos);
  });

  it('deletes uploads never attached once older than the grace period, and nothing any row names', async () => {
    const unattached = await upload();
    const kept = {
      photo: (await newAdWithPhotos(1)).photos[0] as string,
      avatar: await upload(),
      logo: await upload(),
      banner: await upload(),
      icon: await upload(),
      companyLogo: await upload(),
    };
    await t.db.updateTable('users').set({ gallery_id: kept.avatar }).where('id', '=', userId).execute();
    await t.db
      .updateTable('booths')
      .set({ logo_id: kept.logo, banner_id: kept.banner })
      .where('id', '=', boothId)
      .execute();
    await t.db
      .updateTable('categories')
      .set({ gallery_id: kept.icon })
      .where('id', '=', categoryId)
      .execute();
    await t.db
      .insertInto('static_data')
      .values({ key: 'company', value: JSON.stringify({ name: 'Kraam', companyLogo: kept.companyLogo }) })
      .execute();

    // An ad being composed keeps its uploads for the grace period.
    await collectFileGarbage(t.app, { now: new Date(Date.now() + UNATTACHED_GRACE_MS - HOUR_MS) });
    expect(await served(unattached)).toBe(200);

    await collectFileGarbage(t.app, { now: new Date(Date.now() + UNATTACHED_GRACE_MS + HOUR_MS) });
    await expectGone([unattached]);
    for (const [name, id] of Object.entries(kept)) {
      expect(await served(id), name).toBe(200);
      expect(await onDisk(id), name).toHaveLength(3);
    }
  });

  // Two connections at once: only PostgreSQL has them (PGlite runs one transaction at a time).
  it.runIf(loadConfig().databaseUrl !== undefined)(
    'never deletes an upload while an ad is being saved with it',
    async () => {
      const photo = await upload();
      await t.db.transaction().execute(async (trx) => {
        expect(await ownsFile(trx, userId, photo)).toBe(true);
        // The sweep runs between the ad's check of its photos and their insert.
        expect(await deleteUnreferencedFiles(t.app, [photo])).toEqual([]);
        const adId = await insertAdRow(trx, { booth_id: boothId, user_id: userId, category_id: categoryId });
        await trx.insertInto('ad_images').values({ ad_id: adId, file_id: photo, position: 0 }).execute();
      });
      expect(await served(photo)).toBe(200);
    },
  );

  it('knows every column that names a file (a new one must be added to FILE_REFERENCES)', async () => {
    const { rows } = await sql<{ reference: string }>`
      select c.conrelid::regclass::text || '.' || a.attname as reference
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`.execute(t.db);
    const columns = FILE_REFERENCES.map(({ table, column }) => `${table}.${column}`);
    expect(columns.sort()).toEqual(rows.map((row) => row.reference).sort());
  });
});
