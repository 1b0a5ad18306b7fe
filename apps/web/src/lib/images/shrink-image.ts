import imageCompression from 'browser-image-compression';
import { MAX_IMAGE_BYTES } from '@kraam/shared';

/**
 * A phone photo's long side after shrinking: 1600 px keeps a 12-megapixel photo sharp on any screen Kraam
 * shows it on and, as JPEG at 0.85, well under 1 MB (decision 0027).
 */
export const SHRUNK_LONG_SIDE = 1600;
const QUALITY = 0.85;
/** Tries at a smaller long side when a very detailed photo is still too heavy. */
const SMALLER_TRIES = 3;

/** Thrown when the browser cannot decode the chosen file as an image. */
export class UndecodableImageError extends Error {
  constructor() {
    super('undecodable image');
    this.name = 'UndecodableImageError';
  }
}

/** Canvas output: JPEG stays JPEG; PNG keeps its transparency; a GIF's first frame becomes PNG. */
const outputType = (type: string) => (type === 'image/jpeg' ? 'image/jpeg' : 'image/png');

const renamed = (name: string, type: string) =>
  type === 'image/png' ? name.replace(/\.(gif|jpe?g)$/i, '.png') : name;

/**
 * Decodes, turns upright (EXIF orientation), scales and re-encodes a photo until it is at most 1 MB.
 * The canvas writes no metadata, so location tags never leave the device. Runs on the main thread:
 * the library's worker would be loaded from elsewhere, which the CSP (rightly) forbids.
 */
export async function shrinkImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const type = outputType(file.type);
  let longSide = SHRUNK_LONG_SIDE;
  for (let attempt = 0; attempt <= SMALLER_TRIES; attempt += 1) {
    let result: File;
    try {
      result = await imageCompression(file, {
        maxSizeMB: (MAX_IMAGE_BYTES * 0.95) / (1024 * 1024),
        maxWidthOrHeight: longSide,
        initialQuality: QUALITY,
        fileType: type,
        useWebWorker: false,
        preserveExif: false,
        onProgress,
      });
    } catch {
      throw new UndecodableImageError();
    }
    if (result.size <= MAX_IMAGE_BYTES) {
      return new File([result], renamed(file.name, type), { type, lastModified: file.lastModified });
    }
    longSide = Math.round(longSide * 0.7);
  }
  throw new UndecodableImageError();
}
