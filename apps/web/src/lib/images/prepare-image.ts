import { MAX_IMAGE_BYTES } from '@kraam/shared';

/** Formats drawn as they are: an SVG has no pixels to shrink, and a GIF may move. */
const KEPT_AS_THEY_ARE = ['image/svg+xml', 'image/gif'];

/** True when a file must be shrunk before it is sent; an SVG over 1 MB cannot be and is refused. */
export function needsShrinking(file: { type: string; size: number }): boolean {
  if (KEPT_AS_THEY_ARE.includes(file.type))
    return file.size > MAX_IMAGE_BYTES && file.type !== 'image/svg+xml';
  // JPEGs are always re-encoded, so a photo's location tags never leave the device.
  return file.type === 'image/jpeg' || file.size > MAX_IMAGE_BYTES;
}

/**
 * The file to upload for a chosen image: itself when it may go as it is, else shrunk to at most 1 MB
 * (SPEC §5's limit is on what is stored and sent, decision 0027). The shrinking code loads only when a
 * photo needs it, so it stays out of every page's first load. Rejects with `UndecodableImageError`.
 */
export async function prepareImage(
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<File> {
  if (!needsShrinking(file)) return file;
  const { shrinkImage } = await import('./shrink-image');
  return shrinkImage(file, onProgress);
}

/** Whether a failure of `prepareImage` means the file is not an image the browser can read. */
export const isUndecodable = (error: unknown): boolean =>
  error instanceof Error && error.name === 'UndecodableImageError';
