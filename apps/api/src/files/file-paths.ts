// Where stored files live on disk: DATA_DIR/files/ab/cd/<id> (sharded by id prefix so no directory
// grows huge), the blur preview beside it, resized variants under DATA_DIR/files/variants.
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The canonical (lower-case) file id, or undefined when the text is no UUID at all. */
export function normaliseFileId(value: string): string | undefined {
  const id = value.toLowerCase();
  return UUID.test(id) ? id : undefined;
}

export interface FilePaths {
  root: string;
  original(id: string): string;
  preview(id: string): string;
  variant(id: string, width: number, quality: number): string;
  /** The directory holding the file's variants (among others'), each named `<id>-…`. */
  variantDir(id: string): string;
}

export function filePaths(dataDir: string): FilePaths {
  const root = path.join(dataDir, 'files');
  const shard = (id: string) => path.join(root, id.slice(0, 2), id.slice(2, 4));
  const variantDir = (id: string) => path.join(root, 'variants', id.slice(0, 2));
  return {
    root,
    original: (id) => path.join(shard(id), id),
    preview: (id) => path.join(shard(id), `${id}.favicon.webp`),
    variant: (id, width, quality) => path.join(variantDir(id), `${id}-w${width}-q${quality}.webp`),
    variantDir,
  };
}
