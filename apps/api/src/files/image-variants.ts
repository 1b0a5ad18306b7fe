// Resized WebP variants, rendered on first request and then served from disk. sharp works on libuv's
// thread pool, so rendering does not block the event loop; concurrent requests for one variant share
// one render.
import { access } from 'node:fs/promises';
import { IMAGE_QUALITY } from '@kraam/shared';
import sharp from 'sharp';
import { writeFileAtomic } from './atomic-write';
import type { FilePaths } from './file-paths';

/** Outside this band a quality value only multiplies the variants on disk. */
const MIN_QUALITY = 40;
const MAX_QUALITY = 90;
export const PREVIEW_WIDTH = 24;

const clampQuality = (quality: number | undefined): number =>
  Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, Math.round(quality ?? IMAGE_QUALITY)));

export interface Variant {
  path: string;
  width: number;
  quality: number;
}

export interface VariantSource {
  id: string;
  width: number | null;
}

/** What a request gets, known before rendering (so a 304 needs no render). */
export function variantSize(source: VariantSource, requestedWidth: number, requestedQuality?: number) {
  // Never upscale: every width above the original's maps to one variant at the original's width.
  const width = source.width ? Math.min(requestedWidth, source.width) : requestedWidth;
  return { width, quality: clampQuality(requestedQuality) };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The ~24 px blur-up preview (`size=favicon`), made once when the file is saved. */
export const renderPreview = (input: Buffer): Promise<Buffer> =>
  sharp(input)
    .rotate()
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .webp({ quality: 50 })
    .toBuffer();

export function createVariantRenderer(paths: FilePaths) {
  const inflight = new Map<string, Promise<void>>();

  async function render(
    source: VariantSource,
    target: string,
    width: number,
    quality: number,
  ): Promise<void> {
    if (await exists(target)) return;
    await writeFileAtomic(target, (tmp) =>
      sharp(paths.original(source.id))
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality })
        .toFile(tmp),
    );
  }

  return async function variant(
    source: VariantSource,
    requestedWidth: number,
    requestedQuality?: number,
  ): Promise<Variant> {
    const { width, quality } = variantSize(source, requestedWidth, requestedQuality);
    const target = paths.variant(source.id, width, quality);
    let job = inflight.get(target);
    if (!job) {
      job = render(source, target, width, quality).finally(() => inflight.delete(target));
      inflight.set(target, job);
    }
    await job;
    return { path: target, width, quality };
  };
}
