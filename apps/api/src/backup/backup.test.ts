import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { JWT_SECRET_FILE, VAPID_KEYS_FILE, loadConfig } from '../config';
import { createPglite, databaseFromPglite, openDatabase, type DatabaseHandle } from '../db/client';
import { DatabaseInUseError, lockEmbeddedDatabase } from '../db/pglite-lock';
import { createFileStore } from '../files/file-store';
import { insertAdRow, insertBoothRow } from '../test/ad-fixtures';
import { insertCategory, insertUser, samplePng } from '../test/fixtures';
import { fileModes } from '../test/file-modes';
import { createTestDatabase, withAdmin } from '../test/test-database';
import { BackupError } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import webpush from 'web-push';

// Runs on the suite's engine: the embedded database in DATA_DIR/db, or (DATABASE_URL set) PostgreSQL
// through pg_dump and pg_restore.
const serverUrl = loadConfig().databaseUrl;
/** The web push keys the live site's browsers subscribed with. */
const KEYS_OF_THE_SUBSCRIPTIONS = JSON.stringify(webpush.generateVAPIDKeys());
const cleanups: (() => Promise<void>)[] = [];

async function tempFolder(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `kraam-${name}-`));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** A new, empty PostgreSQL database on the test server, dropped afterwards. */
async function emptyPostgresDatabase(server: string): Promise<string> {
  const name = `kraam_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(server, `CREATE DATABASE ${name}`);
  cleanups.push(() => withAdmin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database a live Kraam would have: the migrated template persisted in DATA_DIR/db, or PostgreSQL. */
async function liveDatabase(dataDir: string): Promise<{ database: DatabaseHandle; url?: string }> {
  if (serverUrl) {
    const { database, drop, url } = await createTestDatabase(serverUrl);
    cleanups.push(drop);
    return { database, ...(url ? { url } : {}) };
  }
  const template = await readFile(inject('pgliteTemplate'));
  const pglite = await createPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: new Blob([template]) });
  return { database: databaseFromPglite(pglite) };
}

describe('backup and restore', () => {
  const photos: { adId: number; fileId: string; bytes: Buffer }[] = [];
  let liveDir: string;
  let liveUrl: string | undefined;
  let backupDir: string;
  let adIds: number[];

  beforeAll(async () => {
    liveDir = await tempFolder('live');
    const { database, url } = await liveDatabase(liveDir);
    liveUrl = url;
    const { db } = database;
    const files = createFileStore(db, liveDir);
    const userId = await insertUser(db, { email: 'backup@example.com', password: 'Marktkraam-2026!' });
    const boothId = await insertBoothRow(db, userId);
    const categoryId = await insertCategory(db, { nl: 'Fietsen', en: 'Bikes', priority: 1 });
    adIds = [];
    for (const [index, colour] of ['#0261bf', '#ff4200', '#2e7d32'].entries()) {
      const adId = await insertAdRow(db, {
        booth_id: boothId,
        user_id: userId,
        category_id: categoryId,
        title: `Fiets ${index}`,
      });
      const bytes = await samplePng(64, 48, colour);
      const file = await files.save(bytes, { ownerUserId: userId });
      await db.insertInto('ad_images').values({ ad_id: adId, file_id: file.id, position: 0 }).execute();
      photos.push({ adId, fileId: file.id, bytes: await readFile(files.originalPath(file.id)) });
      adIds.push(adId);
    }
    await database.close();
    await writeFile(path.join(liveDir, JWT_SECRET_FILE), 'the-secret-that-signed-the-sessions-000');
    await writeFile(path.join(liveDir, VAPID_KEYS_FILE), KEYS_OF_THE_SUBSCRIPTIONS);
    backupDir = path.join(await tempFolder('backups'), 'kraam-test');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up every ad and photo, and a restore on a new machine serves them all', async () => {
    // A permissive umask, as a shell's default: the backup must still be readable by this account only.
    const umask = process.umask(0o022);
    const manifest = await createBackup({
      dataDir: liveDir,
      databaseUrl: liveUrl,
      target: backupDir,
    }).finally(() => process.umask(umask));
    expect(await fileModes(backupDir)).toEqual({ dirs: ['700'], files: ['600'] });
    expect(manifest).toMatchObject({
      format: 1,
      engine: serverUrl ? 'postgres' : 'pglite',
      ads: 3,
      files: 3,
    });

    const newDir = await tempFolder('restored');
    // As loadStartupConfig leaves a fresh DATA_DIR: a new secret that signed none of the restored sessions.
    await writeFile(path.join(newDir, JWT_SECRET_FILE), 'a-new-secret-written-before-the-restore');
    const newUrl = serverUrl ? await emptyPostgresDatabase(serverUrl) : undefined;
    const result = await restoreBackup({
      source: backupDir,
      dataDir: newDir,
      databaseUrl: newUrl,
      replace: false,
    });
    expect(result).toMatchObject({ ads: 3, files: 3 });
    expect(await readFile(path.join(newDir, JWT_SECRET_FILE), 'utf8')).toBe(
      'the-secret-that-signed-the-sessions-000',
    );
    expect(await readFile(path.join(newDir, VAPID_KEYS_FILE), 'utf8')).toBe(KEYS_OF_THE_SUBSCRIPTIONS);

    const config = { ...loadConfig(), dataDir: newDir, databaseUrl: newUrl };
    const database = await openDatabase(config);
    const app = await buildApp(config, { database });
    try {
      for (const photo of photos) {
        const ad = await app.inject({ url: `${API_PATHS.adDetail}?id=${photo.adId}&lang=nl` });
        expect(ad.statusCode).toBe(200);
        expect(JSON.stringify(ad.json())).toContain(photo.fileId);
        const file = await app.inject({ url: `/public/downloadFileById/${photo.fileId}` });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(photo.bytes)).toBe(true);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('never overwrites a database that holds data unless told to', async () => {
    const target = serverUrl ? await emptyPostgresDatabase(serverUrl) : undefined;
    const dataDir = await tempFolder('occupied');
    const options = { source: backupDir, dataDir, databaseUrl: target, replace: false };
    await restoreBackup(options);
    await expect(restoreBackup(options)).rejects.toThrow(/--replace/);
    const replaced = await restoreBackup({ ...options, replace: true });
    expect(replaced.ads).toBe(3);
    if (!serverUrl) expect(replaced.setAside).toMatch(/db\.replaced-/);
  });

  it('refuses a folder without a manifest, a non-empty target, and an embedded database in use', async () => {
    const stray = await tempFolder('stray');
    await expect(
      restoreBackup({ source: stray, dataDir: stray, databaseUrl: serverUrl, replace: false }),
    ).rejects.toThrow(BackupError);
    await expect(createBackup({ dataDir: liveDir, databaseUrl: liveUrl, target: backupDir })).rejects.toThrow(
      /not empty/,
    );
    if (serverUrl) return;
    const release = lockEmbeddedDatabase(liveDir);
    try {
      // The lock file names this test process, which is alive: as if the API were running.
      await expect(
        createBackup({ dataDir: liveDir, databaseUrl: undefined, target: await tempFolder('busy') }),
      ).rejects.toThrow(DatabaseInUseError);
    } finally {
      release();
    }
  });
});
