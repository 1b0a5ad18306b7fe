// Stored images: bytes under DATA_DIR/files, one `files` row each, a blur preview made at save time and
// resized variants on demand. Used by modules (download, uploads) and the seed.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database-types';
import { writeBufferAtomic } from './atomic-write';
import { filePaths, normaliseFileId } from './file-paths';
import { mimeForFormat } from './image-formats';
import { createVariantRenderer, renderPreview } from './image-variants';
import type { Variant } from './image-variants';

export interface StoredFile {
  id: string;
  mime: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  sha256: string;
}

export interface SaveOptions {
  ownerUserId?: number;
  /** The transaction to insert the row in (the seed runs in one). */
  db?: Kysely<Database>;
}

export interface FileStore {
  /** Stores an image that was already checked and cleaned; the format comes from its bytes. */
  save(data: Buffer, options?: SaveOptions): Promise<StoredFile>;
  /** Undefined for unknown ids and for text that is no file id at all. */
  find(id: string): Promise<StoredFile | undefined>;
  originalPath(id: string): string;
  previewPath(id: string): string;
  variant(file: StoredFile, width: number, quality?: number): Promise<Variant>;
  /** Deletes one file's row and every stored byte (an upload that lost a race). */
  remove(id: string): Promise<void>;
  /** Deletes the stored bytes (original, preview, variants) of files whose rows are gone. */
  removeBytes(ids: readonly string[]): Promise<void>;
  /** Deletes every stored byte (seed --reset); the rows go with the tables. */
  removeAll(): Promise<void>;
}

export class UnsupportedImageError extends Error {}

export function createFileStore(db: Kysely<Database>, dataDir: string): FileStore {
  const paths = filePaths(dataDir);
  const variant = createVariantRenderer(paths);

  async function save(data: Buffer, options: SaveOptions = {}): Promise<StoredFile> {
    const metadata = await sharp(data).metadata();
    const mime = mimeForFormat(metadata.format);
    if (!mime) throw new UnsupportedImageError(`Unsupported image format: ${metadata.format ?? 'unknown'}`);
    const file: StoredFile = {
      id: randomUUID(),
      mime,
      byteSize: data.length,
      width: metadata.width ?? null,
      height: metadata.height ?? null,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
    const preview = await renderPreview(data);
    await writeBufferAtomic(paths.original(file.id), data);
    await writeBufferAtomic(paths.preview(file.id), preview);
    try {
      await (options.db ?? db)
        .insertInto('files')
        .values({
          id: file.id,
          owner_user_id: options.ownerUserId ?? null,
          mime: file.mime,
          byte_size: file.byteSize,
          width: file.width,
          height: file.height,
          sha256: file.sha256,
        })
        .execute();
    } catch (error) {
      await Promise.all([
        rm(paths.original(file.id), { force: true }),
        rm(paths.preview(file.id), { force: true }),
      ]);
      throw error;
    }
    return file;
  }

  async function find(rawId: string): Promise<StoredFile | undefined> {
    const id = normaliseFileId(rawId);
    if (!id) return undefined;
    const row = await db
      .selectFrom('files')
      .select(['id', 'mime', 'byte_size', 'width', 'height', 'sha256'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        mime: row.mime,
        byteSize: row.byte_size,
        width: row.width,
        height: row.height,
        sha256: row.sha256,
      }
    );
  }

  /** Variants share a directory per id prefix: the ones named after this id. */
  async function variantFiles(id: string): Promise<string[]> {
    const dir = paths.variantDir(id);
    const names = await readdir(dir).catch(() => []);
    return names.filter((name) => name.startsWith(`${id}-`)).map((name) => path.join(dir, name));
  }

  async function removeBytes(rawIds: readonly string[]): Promise<void> {
    for (const rawId of rawIds) {
      const id = normaliseFileId(rawId);
      if (!id) continue;
      const targets = [paths.original(id), paths.preview(id), ...(await variantFiles(id))];
      await Promise.all(targets.map((target) => rm(target, { force: true })));
    }
  }

  async function remove(rawId: string): Promise<void> {
    const id = normaliseFileId(rawId);
    if (!id) return;
    await db.deleteFrom('files').where('id', '=', id).execute();
    await removeBytes([id]);
  }

  return {
    save,
    find,
    remove,
    removeBytes,
    originalPath: (id) => paths.original(id),
    previewPath: (id) => paths.preview(id),
    variant,
    removeAll: () => rm(paths.root, { recursive: true, force: true }),
  };
}
